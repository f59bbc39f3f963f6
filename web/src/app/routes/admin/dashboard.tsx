import { PageHeader } from '@/components/ui/page-header';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import { adminMessages } from '@/lib/admin-messages';

/** /admin and /admin/dashboard. */
export default function DashboardRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(adminMessages.dashboard.title)}</title>
      <PageHeader title={adminMessages.dashboard.title} />
      <Dashboard />
    </>
  );
}
