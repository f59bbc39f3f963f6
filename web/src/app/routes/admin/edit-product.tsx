import { paths } from '@haat/contract';
import { useParams } from 'react-router';
import { EditRoute } from '@/components/admin/edit-route';
import { useProduct } from '@/features/products-admin/api/get-product';
import { ProductForm } from '@/features/products-admin/components/product-form';
import { productMessages as t } from '@/features/products-admin/messages';

/** /admin/product/edit/{id}. */
export default function EditProductRoute() {
  const { id = '' } = useParams();
  return (
    <EditRoute
      title={t.editTitle}
      back={{ to: paths.adminProducts, label: t.backToList }}
      query={useProduct(id)}
      loading={t.loadingOne}
      notFound={t.notFound}
      description={(product) => product?.title}
    >
      {/* Keyed by id: moving from one product to another starts a clean form. */}
      {(product) => <ProductForm key={product._id} product={product} />}
    </EditRoute>
  );
}
