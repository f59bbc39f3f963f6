import { AdminPage } from '@/components/admin/admin-page';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import { dashboardMessages } from '@/features/dashboard/messages';

/** /admin and /admin/dashboard. */
export default function DashboardRoute() {
  return (
    <AdminPage title={dashboardMessages.title}>
      <Dashboard />
    </AdminPage>
  );
}
