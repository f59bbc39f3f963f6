import { paths } from '@haat/contract';
import { AddLinks, AdminPage } from '@/components/admin/admin-page';
import { AdministratorsList } from '@/features/administrators/components/administrators-list';
import { administratorMessages as t } from '@/features/administrators/messages';

/** /admin/administrator/all. */
export default function AdministratorsRoute() {
  return (
    <AdminPage title={t.title} actions={<AddLinks to={paths.adminAddAdministrator} label={t.add} />}>
      <AdministratorsList />
    </AdminPage>
  );
}
