import { AdminPage } from '@/components/admin/admin-page';
import { BusinessInfoPanel } from '@/features/content-admin/components/business-info-form';
import { businessMessages } from '@/features/content-admin/messages';
import { SettingsPanel } from '@/features/settings-admin/components/settings-form';

const t = businessMessages;

/**
 * /admin/businessInfo: the shop's name and links, and beside them the delivery fees and hotline
 * (site settings), each saved on its own.
 */
export default function BusinessInfoRoute() {
  return (
    <AdminPage title={t.title} description={t.intro}>
      <div className="grid max-w-5xl gap-5 lg:grid-cols-2 lg:items-start">
        <BusinessInfoPanel />
        <SettingsPanel />
      </div>
    </AdminPage>
  );
}
