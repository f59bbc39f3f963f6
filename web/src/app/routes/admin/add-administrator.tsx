import { PageHeader } from '@/components/ui/page-header';
import { AddAdministratorForm } from '@/features/administrators/components/add-administrator-form';
import { adminMessages } from '@/lib/admin-messages';

/** /admin/administrator/add. */
export default function AddAdministratorRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(adminMessages.administrators.addTitle)}</title>
      <PageHeader title={adminMessages.administrators.addTitle} />
      <AddAdministratorForm />
    </>
  );
}
