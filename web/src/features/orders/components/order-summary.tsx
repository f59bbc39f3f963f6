import { CartIcon, TrashIcon } from '@/components/ui/icons';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { smallImageUrl } from '@/lib/images';
import { messages } from '@/lib/messages';
import { formatTaka } from '@/lib/money';
import { effectivePrice, MAX_LINE_QUANTITY, type OrderTotals } from '@/lib/pricing';
import type { OrderCartActions, OrderCartLine } from '../cart-line';
import { deliveryText } from '../delivery-messages';
import { LineSize } from './line-size';

type OrderSummaryLinesProps = {
  items: readonly OrderCartLine[];
  actions: OrderCartActions;
};

/** Product spec §4: each line with image, title, unit price, quantity control and a separate remove. */
export function OrderSummaryLines({ items, actions }: OrderSummaryLinesProps) {
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-leaf-200 bg-leaf-50/60 px-4 py-6 text-center">
        <CartIcon className="size-8 text-leaf-600" />
        <p className="text-stone-700">{messages.checkout.emptyCart}</p>
        <a
          href="#products"
          className="inline-flex min-h-11 items-center font-semibold text-leaf-700 underline underline-offset-4"
        >
          {messages.checkout.chooseProducts}
        </a>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-leaf-100" aria-label={messages.checkout.summaryHeading}>
      {items.map((item) => {
        const unit = effectivePrice(item);
        return (
          <li key={item.id} className="flex gap-3 py-3 first:pt-0" data-testid="order-line">
            <img
              src={smallImageUrl('product', item.img)}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
              className="size-16 shrink-0 rounded-xl bg-cream-dark object-cover"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex items-start justify-between gap-2">
                <p className="leading-snug font-semibold text-leaf-900">{item.title}</p>
                <button
                  type="button"
                  onClick={() => actions.remove(item.id)}
                  aria-label={messages.cart.remove(item.title)}
                  className="-mt-2 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-red-600"
                >
                  <TrashIcon className="size-5" />
                </button>
              </div>
              <LineSize item={item} actions={actions} />
              <p className="text-sm text-stone-600">
                {messages.checkout.each}{' '}
                <span className="font-semibold text-leaf-800">{formatTaka(unit)}</span>
                {unit !== item.price ? (
                  <del className="ml-2 text-stone-400">
                    <span className="sr-only">{messages.products.originalPrice}: </span>
                    {formatTaka(item.price)}
                  </del>
                ) : null}
              </p>
              <div className="mt-1 flex items-center justify-between gap-2">
                <QuantityStepper
                  size="sm"
                  quantity={item.quantity}
                  itemName={item.title}
                  max={MAX_LINE_QUANTITY}
                  onDecrement={() => actions.decrement(item.id)}
                  onIncrement={() => actions.increment(item.id)}
                  labels={messages.cart}
                />
                <span className="font-semibold text-leaf-900 tabular-nums" data-testid="line-total">
                  {formatTaka(unit * item.quantity)}
                </span>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Subtotal, shipping and total, all through the one money formatter. Until the customer's district
 * gives a delivery fee (`shippingKnown` false, decision 067) the fee asks for the district.
 */
export function OrderTotalsList({
  totals,
  shippingKnown = true,
}: {
  totals: OrderTotals;
  shippingKnown?: boolean;
}) {
  return (
    <dl className="flex flex-col gap-2 border-t border-leaf-100 pt-4" data-testid="order-totals">
      <div className="flex justify-between gap-4 text-stone-700">
        <dt>{messages.checkout.subtotal}</dt>
        <dd className="tabular-nums" data-testid="subtotal">
          {formatTaka(totals.subtotal)}
        </dd>
      </div>
      <div className="flex justify-between gap-4 text-stone-700">
        <dt>{messages.checkout.shipping}</dt>
        <dd className="tabular-nums" data-testid="shipping">
          {shippingKnown ? formatTaka(totals.shipping) : deliveryText.pendingShipping}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-dashed border-leaf-200 pt-3 text-lg font-semibold text-leaf-900">
        <dt>{messages.checkout.total}</dt>
        <dd className="tabular-nums" data-testid="total">
          {shippingKnown ? formatTaka(totals.total) : deliveryText.totalWithoutShipping(totals.subtotal)}
        </dd>
      </div>
    </dl>
  );
}
