import { type Product, paths } from '@haat/contract';
import type { ReactNode } from 'react';
import { AdminList, ItemActions } from '@/components/admin/admin-list';
import { TableHead } from '@/components/admin/table-head';
import { EmptyList } from '@/components/ui/empty-list';
import { adminMessages } from '@/lib/admin-messages';
import { useProducts } from '@/lib/api/admin/get-products';
import { deletionOf } from '@/lib/confirm-delete';
import { smallImageUrl } from '@/lib/images';
import { formatTaka } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { useDeleteProduct } from '../api/delete-product';
import { productMessages } from '../messages';

const t = productMessages;

/** /admin/product/all: every product with its picture and prices; edit, or delete after a confirmation. */
export function ProductsList() {
  const deletion = deletionOf<Product>(useDeleteProduct(), {
    question: (product) => t.confirmDelete(product.title),
    deleted: () => t.deleted,
  });
  const actions = (product: Product) => (
    <ItemActions
      className="md:flex-nowrap"
      edit={{ to: paths.adminEditProduct(product._id) }}
      editLabel={t.editFor(product.title)}
      deleteLabel={t.deleteFor(product.title)}
      onDelete={() => deletion.remove(product)}
      deleting={deletion.isDeleting(product)}
      busy={deletion.busy}
    />
  );

  return (
    <AdminList
      query={useProducts()}
      loading={t.loading}
      empty={<EmptyList message={t.empty} addLabel={t.add} addTo={paths.adminAddProduct} />}
    >
      {(products) => <ProductsView products={products} actions={actions} />}
    </AdminList>
  );
}

type ProductsViewProps = { products: Product[]; actions: (product: Product) => ReactNode };

function ProductsView({ products, actions }: ProductsViewProps) {
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
            {actions(product)}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 md:block">
        <table className="w-full text-left">
          <TableHead
            columns={[
              { label: t.image, className: 'w-20', hidden: true },
              { label: t.name },
              { label: t.price, className: 'text-right whitespace-nowrap' },
              { label: t.discountPrice, className: 'text-right whitespace-nowrap' },
              { label: adminMessages.actions, hidden: true },
            ]}
          />
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
                <td className="px-4 py-3">{actions(product)}</td>
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
