import { PageHeader } from '@/components/ui/page-header';
import { AddAdministratorForm } from '@/features/administrators/components/add-administrator-form';
import { administratorMessages } from '@/features/administrators/messages';
import { adminMessages } from '@/lib/admin-messages';

/** /admin/administrator/add. */
export default function AddAdministratorRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(administratorMessages.addTitle)}</title>
      <PageHeader title={administratorMessages.addTitle} />
      <AddAdministratorForm />
    </>
  );
}
