import {
  type EditOrder,
  EditOrderSchema,
  type Order,
  type Product,
  type StaffOrder,
  StaffOrderSchema,
} from '@haat/contract';
import { effectivePrice, orderTotals } from '@/lib/pricing';

/**
 * An order as staff shape it in the editor (decision 027): the customer's details, the lines, the fee,
 * a discount and its reason. What an edit (with the order's version) or a staff-entered order (with
 * its source) sends.
 */
export interface OrderDraft {
  name: string;
  phone: string;
  city: string;
  address: string;
  shipping: number;
  discount: number;
  discountReason: string;
  lines: Array<{ product: string; title: string; quantity: number }>;
}

export const emptyDraft = (shipping: number): OrderDraft => ({
  name: '',
  phone: '',
  city: '',
  address: '',
  shipping,
  discount: 0,
  discountReason: '',
  lines: [],
});

export const draftOf = (order: Order): OrderDraft => ({
  name: order.name,
  phone: order.phone,
  city: order.city,
  address: order.address,
  shipping: order.shipping,
  discount: order.discount,
  discountReason: order.discountReason,
  lines: order.products.map((line) => ({
    product: line.product._id,
    title: line.product.title,
    quantity: line.quantity,
  })),
});

const body = (draft: OrderDraft) => ({
  name: draft.name,
  phone: draft.phone,
  city: draft.city,
  address: draft.address,
  shipping: draft.shipping,
  discount: draft.discount,
  discountReason: draft.discountReason,
  products: draft.lines.map((line) => ({ product: line.product, quantity: line.quantity })),
});

export const editBody = (draft: OrderDraft, version: number): EditOrder => ({ ...body(draft), version });
export const staffOrderBody = (draft: OrderDraft, source: StaffOrder['source']): StaffOrder => ({
  ...body(draft),
  source,
});

/**
 * The total the server will answer, as far as the phone can tell: a line left as ordered keeps the
 * price it was ordered at (the server's rule, decision 027), any other takes the product's price now.
 * A product no longer in the catalog counts at its ordered price; the server has the last word.
 */
export function draftTotals(
  draft: OrderDraft,
  products: ReadonlyMap<string, Pick<Product, 'price' | 'discountPrice'>>,
  ordered: Order | null,
) {
  const orderedLines = new Map(ordered?.products.map((line) => [line.product._id, line]));
  const priced = draft.lines.map((line) => {
    const old = orderedLines.get(line.product);
    const prices =
      old && old.quantity === line.quantity ? old.product : (products.get(line.product) ?? old?.product);
    return { price: prices?.price ?? 0, discountPrice: prices?.discountPrice ?? 0, quantity: line.quantity };
  });
  return { ...orderTotals(priced, draft.shipping, draft.discount), unitPrices: priced.map(effectivePrice) };
}

/**
 * The contract's own checks, run on the phone before sending (the server runs them again): field
 * errors by the API's paths, or null when the body is fine. An empty name never costs a round trip.
 */
export function checkDraft(body: EditOrder | StaffOrder): Record<string, string> | null {
  const result = 'version' in body ? EditOrderSchema.safeParse(body) : StaffOrderSchema.safeParse(body);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
