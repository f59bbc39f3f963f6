import { z } from 'zod';
import { IdParamsSchema, IdSchema } from './common.js';
import { orderWeightGrams } from './delivery.js';
import { toBengaliDigits } from './digits.js';
import { endpoint } from './endpoint.js';
import { fieldMessages } from './messages.js';
import { canEditOrder } from './order-rules.js';
import { type Order, OrderSchema } from './orders.js';
import { MAX_LINE_QUANTITY } from './rules.js';

/**
 * Splitting an order into two parcels (decision 071): the pieces of each line that go to the second
 * parcel, by the line's id; a line left out keeps all its pieces. `version` is the order's as staff
 * read it, so a split made on an order someone changed since is refused.
 */
export const SplitOrderSchema = z.object({
  version: z
    .number({ error: fieldMessages.version })
    .int(fieldMessages.version)
    .min(1, fieldMessages.version),
  lines: z
    .array(
      z.object({
        line: IdSchema,
        quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY),
      }),
    )
    .max(50),
});
export type SplitOrder = z.input<typeof SplitOrderSchema>;

/** The order as it is left, and the new order the chosen pieces formed. */
export const SplitOrderResultSchema = z.object({ original: OrderSchema, split: OrderSchema });
export type SplitOrderResult = z.infer<typeof SplitOrderResultSchema>;

export const orderSplitMessages = {
  notSplittable: 'শুধু নতুন, কনফার্মড বা হোল্ডে থাকা অর্ডার ভাগ করা যায়।',
  withCourier: 'পার্সেল কুরিয়ারে পাঠানো হয়েছে; ভাগ করা যায় না।',
  nothingMoved: 'দ্বিতীয় পার্সেলে অন্তত একটি পিস দিন।',
  everythingMoved: 'প্রথম পার্সেলেও অন্তত একটি পিস রাখুন।',
  unknownLine: 'এই অর্ডারে এমন কোনো পণ্য নেই।',
  tooMany: (title: string, quantity: number) => `${title}: অর্ডারে আছে ${toBengaliDigits(quantity)} পিস।`,
  discountTooLarge: 'প্রথম পার্সেলের দাম ছাড়ের চেয়ে কম থাকবে; ছাড় কমিয়ে তারপর ভাগ করুন।',
} as const;

/** An order that may be split: not yet with a courier (the statuses an edit is allowed in). */
export const canSplitOrder = (order: Pick<Order, 'status' | 'parcel' | 'products'>): boolean =>
  canEditOrder(order.status) &&
  (order.parcel === null || order.parcel.state === 'failed') &&
  order.products.reduce((sum, line) => sum + line.quantity, 0) > 1;

/**
 * Each part's lines and weight for the pieces chosen to move (line id → pieces): the one reckoning the
 * sheet shows and the server writes by. Lines keep their snapshot; a part's line with no piece is left out.
 */
export function splitParts<L extends Order['products'][number]>(
  lines: readonly L[],
  moved: ReadonlyMap<string, number>,
): { kept: L[]; split: L[]; keptGrams: number; splitGrams: number } {
  const kept: L[] = [];
  const split: L[] = [];
  for (const line of lines) {
    const away = Math.min(line.quantity, Math.max(0, moved.get(line._id) ?? 0));
    if (line.quantity - away > 0) kept.push({ ...line, quantity: line.quantity - away });
    if (away > 0) split.push({ ...line, quantity: away });
  }
  return { kept, split, keptGrams: orderWeightGrams(kept), splitGrams: orderWeightGrams(split) };
}

export const orderSplitEndpoints = {
  split: endpoint({
    method: 'POST',
    path: '/order/split/:id',
    access: 'staff',
    tags: ['orders (admin)'],
    summary: 'Move some of an order’s pieces to a new order for the same customer, to book as its own parcel',
    description:
      'The original keeps its shipping fee and discount; the new order has no shipping. Stock does not move. Refused with 400 (nothing changed) for a split that moves nothing, everything, or more than a line has, and for an order shipped, closed or with its parcel at a courier; 409 with the current order when `version` is not the current one.',
    params: IdParamsSchema,
    body: SplitOrderSchema,
    answer: { data: SplitOrderResultSchema, message: 'Order split' },
    status: 201,
  }),
};
