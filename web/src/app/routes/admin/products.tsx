import { paths } from '@haat/contract';
import { AddLinks, AdminPage } from '@/components/admin/admin-page';
import { ProductsList } from '@/features/products-admin/components/products-list';
import { productMessages as t } from '@/features/products-admin/messages';

/** /admin/product/all. */
export default function ProductsRoute() {
  return (
    <AdminPage title={t.title} actions={<AddLinks to={paths.adminAddProduct} label={t.add} />}>
      <ProductsList />
    </AdminPage>
  );
}
