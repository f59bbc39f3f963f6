import { paths } from '@haat/contract';
import { Link } from 'react-router';
import { PlusIcon } from '@/components/ui/admin-icons';
import { buttonClassName } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ProductsList } from '@/features/products-admin/components/products-list';
import { productMessages } from '@/features/products-admin/messages';
import { adminMessages } from '@/lib/admin-messages';

const t = productMessages;

/** /admin/product/all. */
export default function ProductsRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(t.title)}</title>
      <PageHeader
        title={t.title}
        actions={
          <Link to={paths.adminAddProduct} className={buttonClassName({ size: 'sm' })}>
            <PlusIcon className="size-4" />
            {t.add}
          </Link>
        }
      />
      <ProductsList />
    </>
  );
}
