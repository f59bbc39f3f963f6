import type { Order, OrderLine } from '@haat/contract';
import { effectivePrice, orderTotals } from '@/lib/pricing';

/** What one line costs: the effective price (discount when above 0) times the quantity (docs/api.md). */
export const lineTotal = (line: OrderLine): number => effectivePrice(line.product) * line.quantity;

/** SubTotal of an order: the sum of its lines, before shipping. */
export const orderSubtotal = (order: Pick<Order, 'products' | 'shipping'>): number =>
  orderTotals(
    order.products.map((line) => ({ ...line.product, quantity: line.quantity })),
    order.shipping,
  ).subtotal;

/** True when the line was sold below its list price, so the list price is shown struck through. */
export const isDiscounted = (line: OrderLine): boolean =>
  line.product.discountPrice > 0 && line.product.discountPrice < line.product.price;
