import type { Order } from '@haat/contract';
import { TableHead } from '@/components/admin/table-head';
import { smallImageUrl } from '@/lib/images';
import { formatTaka } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { effectivePrice } from '@/lib/pricing';
import { itemsMessages } from '../messages';
import { isDiscounted, lineTotal, orderSubtotal } from '../order-totals';

const t = itemsMessages;

type OrderItemsTableProps = {
  order: Pick<Order, 'products' | 'shipping' | 'total' | 'discount' | 'discountReason'>;
};

/**
 * Product spec §2, Ordered Items: SL, Product (image and title), Quantity, Price (struck through when
 * discounted), Discount Price, Total; then SubTotal, Shipping Charge and Total, as on the success page.
 * On a phone each line becomes a small card instead of a table six columns wide.
 */
export function OrderItemsTable({ order }: OrderItemsTableProps) {
  const subtotal = orderSubtotal(order);
  return (
    <div>
      <table className="w-full text-left text-sm md:text-base">
        <TableHead
          className="sr-only md:not-sr-only"
          rowClassName="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-600 md:text-sm"
          cellClassName="py-2 font-semibold"
          columns={[
            { label: t.sl, className: 'pr-2' },
            { label: t.product, className: 'pr-2' },
            { label: t.quantity, className: 'pr-2 text-right' },
            { label: t.price, className: 'pr-2 text-right' },
            { label: t.discountPrice, className: 'pr-2 text-right' },
            { label: t.total, className: 'text-right' },
          ]}
        />
        <tbody>
          {order.products.map((line, index) => (
            <tr
              key={line._id}
              className="grid grid-cols-[3.5rem_1fr_auto] gap-x-3 border-b border-stone-100 py-3 md:table-row md:py-0"
            >
              <td className="hidden py-3 pr-2 text-stone-500 md:table-cell">{formatCount(index + 1)}</td>
              <td className="col-span-3 md:table-cell md:py-3 md:pr-2">
                <div className="flex items-center gap-3">
                  <img
                    src={smallImageUrl('product', line.product.img)}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    decoding="async"
                    className="size-14 shrink-0 rounded-lg bg-cream-dark object-cover"
                  />
                  <span className="font-semibold text-stone-900">{line.product.title}</span>
                </div>
              </td>
              <td className="col-start-2 mt-1 text-stone-600 md:mt-0 md:table-cell md:py-3 md:pr-2 md:text-right md:text-stone-800">
                <span className="md:hidden">{t.quantity}: </span>
                {formatCount(line.quantity)}
              </td>
              <td className="hidden md:table-cell md:py-3 md:pr-2 md:text-right">
                {isDiscounted(line) ? (
                  <s className="text-stone-500">{formatTaka(line.product.price)}</s>
                ) : (
                  formatTaka(line.product.price)
                )}
              </td>
              <td className="col-start-2 text-stone-600 md:table-cell md:py-3 md:pr-2 md:text-right md:text-stone-800">
                <span className="md:hidden">
                  {t.discountPrice}:{' '}
                  {isDiscounted(line) ? (
                    <s className="mr-1 text-stone-400">{formatTaka(line.product.price)}</s>
                  ) : null}
                </span>
                {formatTaka(effectivePrice(line.product))}
              </td>
              <td className="col-start-3 row-start-2 row-span-2 self-center text-right font-semibold md:table-cell md:py-3">
                <span className="sr-only md:hidden">{t.total}: </span>
                {formatTaka(lineTotal(line))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 ml-auto flex max-w-xs flex-col gap-1 text-sm md:text-base">
        <div className="flex justify-between gap-6">
          <dt className="text-stone-600">{t.subTotal}</dt>
          <dd>{formatTaka(subtotal)}</dd>
        </div>
        {order.discount > 0 ? (
          <div className="flex justify-between gap-6">
            <dt className="text-stone-600">
              {t.discount}
              {order.discountReason ? <span className="block text-xs">{order.discountReason}</span> : null}
            </dt>
            <dd>−{formatTaka(order.discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-6">
          <dt className="text-stone-600">{t.shippingCharge}</dt>
          <dd>{formatTaka(order.shipping)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-6 border-t border-stone-200 pt-2">
          <dt className="font-semibold text-stone-900">{t.grandTotal}</dt>
          <dd className="text-lg font-semibold text-leaf-800">{formatTaka(order.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
