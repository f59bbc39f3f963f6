import { z } from 'zod';
import { IdParamsSchema, IdSchema, requiredText, TimestampSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { fieldMessages } from './messages.js';
import { STATUS_REASONS } from './order-rules.js';
import { OrderSourceSchema, OrderStatusSchema } from './orders.js';
import { CourierSchema } from './parcel.js';
import { OrderRiskSchema } from './risk.js';
import { SMS_GATEWAYS } from './sms-rules.js';

/** The longest internal note: a call's summary, not a letter. */
export const MAX_ORDER_NOTE_LENGTH = 1000;

/** Who did it: an administrator as they were named then; null for the customer (an order placed). */
const ActorSchema = z.object({ _id: z.string(), name: z.string() }).nullable();

const eventBase = { _id: IdSchema, at: TimestampSchema, by: ActorSchema };

/**
 * What an edit changed, before or after (decision 027): only the fields that changed are present; the
 * lines as staff read them (title, quantity, the price it was charged at).
 */
export const OrderEditSnapshotSchema = z.object({
  name: z.string().optional(),
  phone: z.string().optional(),
  city: z.string().optional(),
  address: z.string().optional(),
  shipping: z.number().int().optional(),
  discount: z.number().int().optional(),
  discountReason: z.string().optional(),
  total: z.number().int().optional(),
  lines: z
    .array(z.object({ title: z.string(), quantity: z.number().int(), price: z.number().int() }))
    .optional(),
});
export type OrderEditSnapshot = z.infer<typeof OrderEditSnapshotSchema>;

/**
 * One entry of an order's timeline (decision 025): what happened to the order, when and by whom. Staff
 * see it on the order's page; the customer never does (notes are internal).
 */
export const OrderEventSchema = z.discriminatedUnion('kind', [
  z.object({
    ...eventBase,
    kind: z.literal('created'),
    /** Where the order came from: the client's address and browser, as the server saw them. */
    data: z.object({
      /** The client's address and agent as the server saw them: the owner's only, empty for staff. */
      address: z.string(),
      userAgent: z.string(),
      /** The agent as read: "Android · Chrome"; empty when it says neither. */
      deviceName: z.string().optional(),
      source: OrderSourceSchema.optional(),
      /** The storefront's device id, when the browser sent one (decision 038). */
      device: z.string().optional(),
      /** True when the fake-order check held it for a call instead of leaving it pending. */
      held: z.boolean().optional(),
      /** True when a code was sent to the phone to confirm it (the phone check, decision 040). */
      phoneCheck: z.boolean().optional(),
    }),
  }),
  z.object({
    ...eventBase,
    kind: z.literal('phone-check'),
    /**
     * The phone check's story (decision 040): a code the gateway took (`sent`, with its answer)
     * or did not (`failed`), the right code typed (`confirmed`; `released` when that moved the order
     * from on hold to pending), or a code's tries used up with wrong ones (`locked`). The code itself
     * is never written anywhere.
     */
    data: z.object({
      action: z.enum(['sent', 'failed', 'confirmed', 'locked']),
      /** Which of the order's codes: 1 for the first, more when the customer asked for another. */
      round: z.number().int(),
      answer: z.string().optional(),
      released: z.boolean().optional(),
    }),
  }),
  z.object({
    ...eventBase,
    kind: z.literal('risk'),
    /**
     * The assessment made again once the courier's history for the phone arrived (decision 038):
     * the new score and reasons, and whether that moved the still-pending order on hold.
     */
    data: OrderRiskSchema,
  }),
  z.object({
    ...eventBase,
    kind: z.literal('edited'),
    data: z.object({ before: OrderEditSnapshotSchema, after: OrderEditSnapshotSchema }),
  }),
  z.object({
    ...eventBase,
    kind: z.literal('status'),
    data: z.object({
      from: OrderStatusSchema,
      to: OrderStatusSchema,
      /** A move taken back from its toast within seconds (decision 060). */
      undo: z.boolean().optional(),
      /** Why staff cancelled or held it, from the chips (decision 061), and the note with `other`. */
      reason: z.enum(STATUS_REASONS).optional(),
      note: z.string().optional(),
    }),
  }),
  z.object({ ...eventBase, kind: z.literal('note'), data: z.object({ text: z.string() }) }),
  z.object({
    ...eventBase,
    kind: z.literal('stock'),
    /**
     * Stock the order took (`taken`, placed or opened again; an edit's added units) or gave back
     * (`returned`, cancelled or returned; an edit's removed units), per size (decision 064).
     */
    data: z.object({
      change: z.enum(['taken', 'returned']),
      lines: z.array(z.object({ size: z.string(), title: z.string(), quantity: z.number().int() })),
    }),
  }),
  z.object({
    ...eventBase,
    kind: z.literal('printed'),
    /** The invoice on A4 or an 80 mm roll, or the parcel label. */
    data: z.object({ paper: z.enum(['a4', 'thermal', 'labels']) }),
  }),
  z.object({
    ...eventBase,
    kind: z.literal('courier'),
    /**
     * The parcel's story with its courier (decision 036): sent (`requested`), taken with its ids and fee
     * (`booked`), refused with the courier's reason (`failed`), and later the courier's own updates.
     */
    data: z.object({
      action: z.enum(['requested', 'booked', 'failed', 'update']),
      courier: CourierSchema,
      consignmentId: z.string().optional(),
      trackingCode: z.string().optional(),
      fee: z.number().int().nullable().optional(),
      courierStatus: z.string().optional(),
      message: z.string().optional(),
    }),
  }),
  z.object({
    ...eventBase,
    kind: z.literal('sms'),
    /**
     * A message to the customer (decision 037): for which status, what was sent to which number,
     * its cost in parts, and the gateway's answer (a message id, or its error as a Bengali sentence).
     */
    data: z.object({
      outcome: z.enum(['sent', 'failed']),
      status: OrderStatusSchema,
      gateway: z.enum(SMS_GATEWAYS),
      to: z.string(),
      text: z.string(),
      parts: z.number().int(),
      answer: z.string(),
    }),
  }),
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
    access: 'staff',
    tags: ['orders (admin)'],
    summary:
      "An order's timeline, newest first: placed, status moves, edits, prints, notes, with who and when",
    params: IdParamsSchema,
    answer: { data: z.array(OrderEventSchema) },
  }),
  addNote: endpoint({
    method: 'POST',
    path: '/order/add-note/:id',
    access: 'staff',
    tags: ['orders (admin)'],
    summary: 'Add an internal note to an order (never shown to the customer)',
    params: IdParamsSchema,
    body: AddOrderNoteSchema,
    answer: { data: OrderEventSchema },
    status: 201,
  }),
};
