import { type Product, paths } from '@haat/contract';
import { Link } from 'react-router';
import { EditIcon, TrashIcon } from '@/components/ui/admin-icons';
import { buttonClassName } from '@/components/ui/button';
import { ContentSpinner } from '@/components/ui/content-spinner';
import { EmptyList } from '@/components/ui/empty-list';
import { LoadError } from '@/components/ui/load-error';
import { adminMessages } from '@/lib/admin-messages';
import { confirmAndDelete } from '@/lib/confirm-delete';
import { smallImageUrl } from '@/lib/images';
import { formatTaka } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { useDeleteProduct } from '../api/delete-product';
import { useProducts } from '../api/get-products';
import { productMessages } from '../messages';

const t = productMessages;

/** /admin/product/all: every product with its picture and prices; edit, or delete after a confirmation. */
export function ProductsList() {
  const { data: products, isPending, isError, error, refetch } = useProducts();
  const deleteProduct = useDeleteProduct();

  if (isPending) return <ContentSpinner label={t.loading} />;
  if (isError) return <LoadError message={error.message} onRetry={() => void refetch()} />;
  if (products.length === 0)
    return <EmptyList message={t.empty} addLabel={t.add} addTo={paths.adminAddProduct} />;

  const remove = (product: Product) =>
    confirmAndDelete({
      question: t.confirmDelete(product.title),
      id: product._id,
      mutation: deleteProduct,
      deletedMessage: t.deleted,
    });
  const deleting = (product: Product) => deleteProduct.isPending && deleteProduct.variables === product._id;

  return (
    <>
      <p className="mb-3 text-sm text-stone-600">{t.count(formatCount(products.length))}</p>
      {/* Phones: one card per product, picture beside the words, buttons big enough for a thumb. */}
      <ul className="flex flex-col gap-3 md:hidden">
        {products.map((product) => (
          <li
            key={product._id}
            data-product-id={product._id}
            className="flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200"
          >
            <div className="flex gap-3">
              <Thumbnail product={product} className="size-20" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-stone-900">{product.title}</p>
                <Prices product={product} />
              </div>
            </div>
            <Actions
              product={product}
              busy={deleting(product)}
              disabled={deleteProduct.isPending}
              onDelete={() => remove(product)}
            />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 md:block">
        <table className="w-full text-left">
          <thead>
            <tr className="border-b border-stone-200 bg-stone-50 text-sm text-stone-600">
              <th scope="col" className="w-20 px-4 py-3 font-semibold">
                <span className="sr-only">{t.image}</span>
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t.name}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold whitespace-nowrap">
                {t.price}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold whitespace-nowrap">
                {t.discountPrice}
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">{adminMessages.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {products.map((product) => (
              <tr key={product._id} data-product-id={product._id}>
                <td className="px-4 py-2">
                  <Thumbnail product={product} className="size-14" />
                </td>
                <td className="px-4 py-3 font-semibold break-words text-stone-900">{product.title}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                  {product.discountPrice > 0 ? (
                    <s className="text-stone-500">{formatTaka(product.price)}</s>
                  ) : (
                    <span className="font-semibold text-stone-900">{formatTaka(product.price)}</span>
                  )}
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                  {product.discountPrice > 0 ? (
                    <span className="font-semibold text-leaf-800">{formatTaka(product.discountPrice)}</span>
                  ) : (
                    <span className="text-sm text-stone-500">{t.noDiscount}</span>
                  )}
                </td>
                <td className="px-4 py-3">
                  <Actions
                    product={product}
                    busy={deleting(product)}
                    disabled={deleteProduct.isPending}
                    onDelete={() => remove(product)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Thumbnail({ product, className }: { product: Product; className: string }) {
  return (
    <img
      src={smallImageUrl('product', product.img)}
      alt={t.thumbnail(product.title)}
      width={320}
      height={320}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-xl bg-cream-dark object-cover ${className}`}
    />
  );
}

function Prices({ product }: { product: Product }) {
  if (product.discountPrice <= 0) {
    return <p className="mt-1 font-semibold text-stone-900 tabular-nums">{formatTaka(product.price)}</p>;
  }
  return (
    <p className="mt-1 flex flex-wrap items-baseline gap-x-2 tabular-nums">
      <span className="font-semibold text-leaf-800">{formatTaka(product.discountPrice)}</span>
      <s className="text-sm text-stone-500">{formatTaka(product.price)}</s>
    </p>
  );
}

type ActionsProps = { product: Product; busy: boolean; disabled: boolean; onDelete: () => void };

function Actions({ product, busy, disabled, onDelete }: ActionsProps) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 md:flex-nowrap">
      <Link
        to={paths.adminEditProduct(product._id)}
        aria-label={t.editFor(product.title)}
        className={buttonClassName({ variant: 'subtle', size: 'sm' })}
      >
        <EditIcon className="size-4" />
        {adminMessages.edit}
      </Link>
      <button
        type="button"
        onClick={onDelete}
        disabled={disabled}
        aria-label={t.deleteFor(product.title)}
        className={buttonClassName({ variant: 'danger', size: 'sm' })}
      >
        <TrashIcon className="size-4" />
        {busy ? adminMessages.deleting : adminMessages.delete}
      </button>
    </div>
  );
}
