import { AdminPage } from '@/components/admin/admin-page';
import { FacebookSettingsPanel } from '@/features/integrations-admin/components/facebook-settings-panel';
import { OutboxPanel } from '@/features/integrations-admin/components/outbox-panel';
import { PathaoSettingsPanel } from '@/features/integrations-admin/components/pathao-settings-panel';
import { SmsSettingsPanel } from '@/features/integrations-admin/components/sms-settings-panel';
import { SteadfastSettingsPanel } from '@/features/integrations-admin/components/steadfast-settings-panel';
import { integrationsMessages } from '@/features/integrations-admin/messages';

const t = integrationsMessages;

/**
 * /admin/integrations (owners): the Conversions API, the couriers' accounts and status updates, the
 * outbox's parked jobs, and order SMS (its templates want the page's whole width).
 */
export default function IntegrationsRoute() {
  return (
    <AdminPage title={t.title} description={t.intro}>
      <div className="grid max-w-5xl gap-5 lg:grid-cols-2 lg:items-start">
        <div className="flex flex-col gap-5">
          <FacebookSettingsPanel />
          <SteadfastSettingsPanel />
        </div>
        <div className="flex flex-col gap-5">
          <OutboxPanel />
          <PathaoSettingsPanel />
        </div>
        <div className="lg:col-span-2">
          <SmsSettingsPanel />
        </div>
      </div>
    </AdminPage>
  );
}
