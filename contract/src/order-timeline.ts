import { z } from 'zod';
import { IdParamsSchema, IdSchema, requiredText, TimestampSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { fieldMessages } from './messages.js';
import { OrderStatusSchema } from './orders.js';

/** The longest internal note: a call's summary, not a letter. */
export const MAX_ORDER_NOTE_LENGTH = 1000;

/** Who did it: an administrator as they were named then; null for the customer (an order placed). */
const ActorSchema = z.object({ _id: z.string(), name: z.string() }).nullable();

const eventBase = { _id: IdSchema, at: TimestampSchema, by: ActorSchema };

/**
 * One entry of an order's timeline (issue 15): what happened to the order, when and by whom. Staff
 * see it on the order's page; the customer never does (notes are internal).
 */
export const OrderEventSchema = z.discriminatedUnion('kind', [
  z.object({
    ...eventBase,
    kind: z.literal('created'),
    /** Where the order came from: the client's address and browser, as the server saw them. */
    data: z.object({ address: z.string(), userAgent: z.string() }),
  }),
  z.object({
    ...eventBase,
    kind: z.literal('status'),
    data: z.object({ from: OrderStatusSchema, to: OrderStatusSchema }),
  }),
  z.object({ ...eventBase, kind: z.literal('note'), data: z.object({ text: z.string() }) }),
]);
export type OrderEvent = z.infer<typeof OrderEventSchema>;
export type OrderEventKind = OrderEvent['kind'];

export const AddOrderNoteSchema = z.object({
  text: requiredText(MAX_ORDER_NOTE_LENGTH, fieldMessages.note),
});
export type AddOrderNote = z.input<typeof AddOrderNoteSchema>;

export const orderTimelineEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/order/timeline/:id',
    access: 'admin',
    tags: ['orders (admin)'],
    summary: "An order's timeline, newest first: placed, status moves, notes, with who and when",
    params: IdParamsSchema,
    answer: { data: z.array(OrderEventSchema) },
  }),
  addNote: endpoint({
    method: 'POST',
    path: '/order/add-note/:id',
    access: 'admin',
    tags: ['orders (admin)'],
    summary: 'Add an internal note to an order (never shown to the customer)',
    params: IdParamsSchema,
    body: AddOrderNoteSchema,
    answer: { data: OrderEventSchema },
    status: 201,
  }),
};
