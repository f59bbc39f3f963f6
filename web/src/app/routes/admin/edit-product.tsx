import { paths } from '@haat/contract';
import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { ContentSpinner } from '@/components/ui/content-spinner';
import { LoadError } from '@/components/ui/load-error';
import { NotFoundNote } from '@/components/ui/not-found-note';
import { PageHeader } from '@/components/ui/page-header';
import { useProduct } from '@/features/products-admin/api/get-product';
import { ProductForm } from '@/features/products-admin/components/product-form';
import { productMessages } from '@/features/products-admin/messages';
import { adminMessages } from '@/lib/admin-messages';
import { ApiError } from '@/lib/api-client';

const t = productMessages;

/** /admin/product/edit/{id}. */
export default function EditProductRoute() {
  const { id = '' } = useParams();
  const { data: product, isPending, isError, error, refetch } = useProduct(id);
  const missing = isError && error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <>
      <title>{adminMessages.pageTitle(t.editTitle)}</title>
      <BackLink to={paths.adminProducts} label={t.backToList} />
      <PageHeader title={t.editTitle} description={product?.title} />
      {isPending ? (
        <ContentSpinner label={t.loadingOne} />
      ) : missing ? (
        <NotFoundNote message={t.notFound} />
      ) : isError ? (
        <LoadError message={error.message} onRetry={() => void refetch()} />
      ) : (
        // Keyed by id: moving from one product to another starts a clean form.
        <ProductForm key={product._id} product={product} />
      )}
    </>
  );
}
