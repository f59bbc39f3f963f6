import {
  type CreateOrderParsed,
  catalogRuleMessages,
  type FieldError,
  fieldMessages,
  orderTotals,
  type Product,
  type StaffOrderParsed,
  saleStateOf,
  sizeOfLine,
} from '@haat/contract';
import { AppError } from '../../../lib/errors.js';
import { newId } from '../../../lib/ids.js';
import { shopDate } from '../../../lib/shop-time.js';
import { nowIso } from '../../../lib/time.js';
import { orderMessages } from '../order-messages.js';
import type { NewOrder } from '../order-records.js';
import { priceDelivery, type ShopFees } from './delivery-pricing.js';

/** An order line as stored: the product and size as they were when it was priced (decision 064). */
export type PricedLine = NewOrder['lines'][number];

/** A requested line: a product, the size asked for (its first when left out) and how many. */
export interface RequestedLine {
  product: string;
  size?: string | undefined;
  quantity: number;
}

/** How kept lines are found again: a product's size. */
export const lineKey = (productId: string, sizeId: string | null) => `${productId} ${sizeId ?? ''}`;

/**
 * Each requested line priced from the server's products. A line in `kept` (by product and size)
 * asked for at the same quantity stays as it was, at the price it was ordered at, even if the product
 * has since changed, gone or gone out of season; any other line takes its size's current price and
 * the product's title (keeping the old line's id when only its quantity changed). A line without a
 * size means the product's first (decision 064). A product that is gone, a size it no longer has or
 * has closed, and a product not on sale `today` (hidden, or outside its season) are 400s naming the
 * line; the rest of the basket is priced as asked.
 */
export function priceLines(
  requested: ReadonlyArray<RequestedLine>,
  products: ReadonlyMap<string, Product>,
  kept: ReadonlyMap<string, PricedLine> = new Map(),
  today: string = shopDate(new Date()),
): PricedLine[] {
  const keyOf = (line: RequestedLine): string => {
    const size = line.size ?? products.get(line.product)?.sizes[0]?._id;
    if (size) return lineKey(line.product, size);
    // The product is gone: the line of it the order has, if it has one.
    const ofProduct = [...kept.values()].filter((old) => old.productId === line.product);
    return ofProduct.length === 1 && ofProduct[0] ? lineKey(line.product, ofProduct[0].sizeId) : line.product;
  };
  const problems: FieldError[] = [];
  const seen = new Set<string>();
  const priced = requested.map((line, index): PricedLine | null => {
    const key = keyOf(line);
    const path = `products.${index}.product`;
    if (seen.has(key)) {
      problems.push({ path, message: fieldMessages.duplicateProduct });
      return null;
    }
    seen.add(key);
    const old = kept.get(key);
    if (old && old.quantity === line.quantity) return old;
    const product = products.get(line.product);
    if (!product) {
      problems.push({ path, message: orderMessages.productGone });
      return null;
    }
    const size = sizeOfLine(product, line.size);
    if (!size || size.closed) {
      problems.push({ path: `products.${index}.size`, message: catalogRuleMessages.sizeGone(product.title) });
      return null;
    }
    if (saleStateOf(product, today) !== 'on-sale') {
      problems.push({ path, message: catalogRuleMessages.notOnSale(product.title) });
      return null;
    }
    return {
      id: old?.id ?? newId(),
      productId: product._id,
      title: product.title,
      img: product.img,
      price: size.price,
      discountPrice: size.discountPrice,
      quantity: line.quantity,
      sizeId: size._id,
      sizeName: size.name,
      weightGrams: size.weightGrams,
    };
  });
  const [first] = problems;
  if (first) throw AppError.badRequest(first.message, problems);
  return priced.filter((line): line is PricedLine => line !== null);
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
