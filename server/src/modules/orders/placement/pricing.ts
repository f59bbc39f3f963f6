import {
  type CreateOrderParsed,
  type FieldError,
  orderTotals,
  type Product,
  type StaffOrderParsed,
} from '@haat/contract';
import { AppError } from '../../../lib/errors.js';
import { newId } from '../../../lib/ids.js';
import { nowIso } from '../../../lib/time.js';
import { orderMessages } from '../order-messages.js';
import type { NewOrder } from '../order-records.js';
import { priceDelivery, type ShopFees } from './delivery-pricing.js';

/** An order line as stored: the product as it was when it was priced. */
export type PricedLine = NewOrder['lines'][number];

/**
 * Each requested line priced from the server's products. A line in `kept` (by product) asked for at
 * the same quantity stays as it was, at the price it was ordered at, even if the product has since
 * changed or gone; any other line takes the product's current price and title (keeping the old line's
 * id when only its quantity changed). A product that is gone is a 400 naming the line.
 */
export function priceLines(
  requested: ReadonlyArray<{ product: string; quantity: number }>,
  products: ReadonlyMap<string, Product>,
  kept: ReadonlyMap<string, PricedLine> = new Map(),
): PricedLine[] {
  const missing: FieldError[] = requested.flatMap((line, index) => {
    const unchanged = kept.get(line.product)?.quantity === line.quantity;
    return unchanged || products.has(line.product)
      ? []
      : [{ path: `products.${index}.product`, message: orderMessages.productGone }];
  });
  if (missing.length > 0) throw AppError.badRequest(orderMessages.productGone, missing);
  return requested.map((line) => {
    const old = kept.get(line.product);
    if (old && old.quantity === line.quantity) return old;
    const product = products.get(line.product);
    if (!product) throw new Error('unreachable: missing products were refused above');
    return {
      id: old?.id ?? newId(),
      productId: product._id,
      title: product.title,
      img: product.img,
      price: product.price,
      discountPrice: product.discountPrice,
      quantity: line.quantity,
    };
  });
}

/** A shipping fee must be one of the shop's two (or, on an edit, the fee the order already has). */
export function checkShippingFee(
  shipping: number,
  fees: { insideDhaka: number; outsideDhaka: number },
  alsoAllowed?: number,
): void {
  if (shipping === fees.insideDhaka || shipping === fees.outsideDhaka || shipping === alsoAllowed) return;
  const message = orderMessages.shippingFee(fees.insideDhaka, fees.outsideDhaka);
  throw AppError.badRequest(message, [{ path: 'shipping', message }]);
}

/** A discount is at most what the lines cost: an order never totals less than its shipping. */
export function checkDiscount(discount: number, subtotal: number): void {
  if (discount <= subtotal) return;
  const message = orderMessages.discountAboveSubtotal(subtotal);
  throw AppError.badRequest(message, [{ path: 'discount', message }]);
}

/**
 * The order as stored, priced from the server's own data: each line a current product (its price
 * kept with the line), the delivery fee from the shop's zone table (decision 067), the total by the one rule (`orderTotals`). A
 * customer's total that differs (a price changed while the form was open) is a 409 naming the
 * current total, never an order at a price the shop did not set.
 */
export function priceOrder(
  input: CreateOrderParsed,
  products: ReadonlyMap<string, Product>,
  fees: ShopFees,
): NewOrder {
  const lines = priceLines(input.products, products);
  const shipping = priceDelivery(input, lines, fees);
  const { subtotal, total } = orderTotals(lines, shipping);
  if (total !== input.total) {
    const message = orderMessages.staleTotal(total);
    throw AppError.conflict(message, [{ path: 'total', message }]);
  }
  return newOrder(
    { ...input, shipping },
    lines,
    { subtotal, total },
    { discount: 0, discountReason: '', source: 'web' },
  );
}

/** A priced order, ready to write: new, pending, placed now. */
function newOrder(
  details: Pick<NewOrder, 'name' | 'phone' | 'city' | 'address' | 'shipping'>,
  lines: PricedLine[],
  totals: { subtotal: number; total: number },
  extra: Pick<NewOrder, 'discount' | 'discountReason' | 'source'>,
): NewOrder {
  return {
    id: newId(),
    status: 'pending',
    name: details.name,
    phone: details.phone,
    city: details.city,
    address: details.address,
    shipping: details.shipping,
    ...totals,
    ...extra,
    note: '',
    createdAt: nowIso(),
    // The placement assesses orders placed on the page and fills these in (decision 038).
    risk: null,
    deviceId: null,
    phoneCheck: null,
    lines,
  };
}

/** An order staff enter (Messenger, phone): priced like the page's, with their discount and its reason. */
export function priceStaffOrder(
  input: StaffOrderParsed,
  products: ReadonlyMap<string, Product>,
  fees: { insideDhaka: number; outsideDhaka: number },
): NewOrder {
  const lines = priceLines(input.products, products);
  checkShippingFee(input.shipping, fees);
  const { subtotal, total } = orderTotals(lines, input.shipping, input.discount);
  checkDiscount(input.discount, subtotal);
  return newOrder(
    input,
    lines,
    { subtotal, total },
    {
      discount: input.discount,
      discountReason: input.discount > 0 ? input.discountReason : '',
      source: input.source,
    },
  );
}
