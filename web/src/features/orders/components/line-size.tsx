import { messages } from '@/lib/messages';
import type { OrderCartActions, OrderCartLine } from '../cart-line';

/**
 * A line's size in the order form (decision 064): its name, or — when the product has other open
 * sizes and the page lets them be picked — a native select labelled with the product's name, so a
 * keyboard and a screen reader work it as any field. The line's price and the totals follow.
 */
export function LineSize({ item, actions }: { item: OrderCartLine; actions: OrderCartActions }) {
  const { sizes } = item;
  const pickSize = actions.pickSize;
  if (!sizes || sizes.length < 2 || !pickSize) {
    return item.sizeName === '' ? null : <p className="text-sm text-stone-700">{item.sizeName}</p>;
  }
  const current = item.sizeId ?? sizes[0]?.id;
  return (
    <select
      aria-label={messages.cart.size(item.title)}
      value={current}
      onChange={(event) => pickSize(item.id, event.target.value)}
      className="min-h-11 w-fit rounded-lg border border-leaf-200 bg-white px-2 text-sm text-leaf-900"
      data-testid="line-size"
    >
      {sizes.map((size) => (
        <option key={size.id} value={size.id}>
          {size.name}
        </option>
      ))}
    </select>
  );
}
