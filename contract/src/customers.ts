import { z } from 'zod';
import { IdSchema, TakaSchema, TimestampSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { OrderSourceSchema, OrderStatusSchema, PhoneSchema } from './orders.js';

/**
 * A customer as the order desk knows them (decision 029): everyone who ordered with one mobile
 * number, since the shop has no customer accounts. Their orders, how those ended, what they paid, and
 * staff's notes on them: what the confirmation call (and later the fake-order score) weighs.
 */
export const CustomerSchema = z.object({
  phone: z.string(),
  /** The name on their latest order, and every name their orders carried (newest first). */
  name: z.string(),
  names: z.array(z.string()),
  firstOrderAt: TimestampSchema,
  lastOrderAt: TimestampSchema,
  counts: z.object({
    orders: z.number().int(),
    delivered: z.number().int(),
    returned: z.number().int(),
    cancelled: z.number().int(),
    /** Still under way: pending, confirmed, on hold or shipped. */
    open: z.number().int(),
  }),
  /** What their delivered orders totalled: the cash the shop actually collected from them. */
  totalSpent: TakaSchema,
  orders: z.array(
    z.object({
      _id: IdSchema,
      invoiceNumber: z.number().int(),
      status: OrderStatusSchema,
      createdAt: TimestampSchema,
      total: TakaSchema,
      source: OrderSourceSchema,
      city: z.string(),
      address: z.string(),
    }),
  ),
  /** Staff's notes on any of their orders, newest first. */
  notes: z.array(
    z.object({
      _id: IdSchema,
      orderId: IdSchema,
      invoiceNumber: z.number().int(),
      at: TimestampSchema,
      by: z.object({ _id: z.string(), name: z.string() }).nullable(),
      text: z.string(),
    }),
  ),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const customerEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/customer/:phone',
    access: 'staff',
    tags: ['customers (admin)'],
    summary: 'A customer by mobile number: their orders, how they ended, what they paid, the notes on them',
    description:
      'The number in any spelling the order form takes (+88, spaces, Bengali digits). 404 when no order has it.',
    params: z.object({ phone: PhoneSchema }),
    answer: { data: CustomerSchema },
  }),
};
