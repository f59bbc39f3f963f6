import { AdminPage } from '@/components/admin/admin-page';
import { AddAdministratorForm } from '@/features/administrators/components/add-administrator-form';
import { administratorMessages } from '@/features/administrators/messages';

/** /admin/administrator/add. */
export default function AddAdministratorRoute() {
  return (
    <AdminPage title={administratorMessages.addTitle}>
      <AddAdministratorForm />
    </AdminPage>
  );
}
