import { paths } from '@haat/contract';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { ProductForm } from '@/features/products-admin/components/product-form';
import { productMessages } from '@/features/products-admin/messages';
import { adminMessages } from '@/lib/admin-messages';

const t = productMessages;

/** /admin/product/add. */
export default function AddProductRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(t.addTitle)}</title>
      <BackLink to={paths.adminProducts} label={t.backToList} />
      <PageHeader title={t.addTitle} />
      <ProductForm />
    </>
  );
}
