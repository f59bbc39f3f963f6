import { paths } from '@haat/contract';
import { Link } from 'react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { BlocklistPanel } from '@/features/risk-admin/components/blocklist-panel';
import { RiskSettingsPanel } from '@/features/risk-admin/components/risk-settings-panel';
import { riskMessages } from '@/features/risk-admin/messages';

const t = riskMessages;

/**
 * /admin/risk (owners): when a page order arrives on hold for a call instead of going straight on,
 * and the blocklist whose phones, addresses and devices always do.
 */
export default function RiskRoute() {
  return (
    <AdminPage
      title={t.title}
      description={
        <>
          {t.intro}{' '}
          <Link
            to={`${paths.adminOrders}?status=on_hold`}
            className="inline-flex min-h-11 items-center font-semibold text-leaf-800 underline"
          >
            {t.heldOrders}
          </Link>
        </>
      }
    >
      <div className="flex max-w-4xl flex-col gap-5">
        <RiskSettingsPanel />
        <BlocklistPanel />
      </div>
    </AdminPage>
  );
}
