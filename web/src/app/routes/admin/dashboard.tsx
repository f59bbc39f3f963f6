import { PageHeader } from '@/components/ui/page-header';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import { dashboardMessages } from '@/features/dashboard/messages';
import { adminMessages } from '@/lib/admin-messages';

/** /admin and /admin/dashboard. */
export default function DashboardRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(dashboardMessages.title)}</title>
      <PageHeader title={dashboardMessages.title} />
      <Dashboard />
    </>
  );
}
