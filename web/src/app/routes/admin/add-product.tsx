import { paths } from '@haat/contract';
import { AdminPage } from '@/components/admin/admin-page';
import { ProductForm } from '@/features/products-admin/components/product-form';
import { productMessages } from '@/features/products-admin/messages';

const t = productMessages;

/** /admin/product/add. */
export default function AddProductRoute() {
  return (
    <AdminPage title={t.addTitle} back={{ to: paths.adminProducts, label: t.backToList }}>
      <ProductForm />
    </AdminPage>
  );
}
