import { paths } from '@haat/contract';
import { Link } from 'react-router';
import { PlusIcon } from '@/components/ui/admin-icons';
import { buttonClassName } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { AdministratorsList } from '@/features/administrators/components/administrators-list';
import { administratorMessages } from '@/features/administrators/messages';
import { adminMessages } from '@/lib/admin-messages';

const t = administratorMessages;

/** /admin/administrator/all. */
export default function AdministratorsRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(t.title)}</title>
      <PageHeader
        title={t.title}
        actions={
          <Link to={paths.adminAddAdministrator} className={buttonClassName({ size: 'sm' })}>
            <PlusIcon className="size-4" />
            {t.add}
          </Link>
        }
      />
      <AdministratorsList />
    </>
  );
}
