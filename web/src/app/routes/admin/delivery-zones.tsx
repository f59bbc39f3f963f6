import { AdminPage } from '@/components/admin/admin-page';
import { DeliveryZonesPanel } from '@/features/delivery-zones-admin/components/delivery-zones-panel';
import { zoneMessages } from '@/features/delivery-zones-admin/messages';

/** /admin/delivery-zones (owners): what delivery costs in which district (decision 067). */
export default function DeliveryZonesRoute() {
  return (
    <AdminPage title={zoneMessages.title} description={zoneMessages.intro}>
      <div className="flex max-w-4xl flex-col gap-5">
        <DeliveryZonesPanel />
      </div>
    </AdminPage>
  );
}
