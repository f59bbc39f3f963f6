import { z } from 'zod';
import {
  CalendarDateSchema,
  IdParamsSchema,
  IdSchema,
  requiredText,
  stripControlCharacters,
  TakaSchema,
  TimestampSchema,
} from './common.js';
import { DistrictSchema } from './delivery-zones.js';
import { endpoint } from './endpoint.js';
import { fieldMessages } from './messages.js';
import { MAX_ADDRESS_LENGTH, phoneProblem } from './order-form.js';
import {
  MAX_BULK_ORDERS,
  MAX_DISCOUNT_REASON_LENGTH,
  MAX_PRINT_ORDERS,
  MAX_STATUS_NOTE_LENGTH,
  ORDER_LIST_SORTS,
  ORDER_SOURCES,
  ORDER_STATUSES,
  type OrderStatus,
  STATUS_REASONS,
  STATUSES_WITH_REASON,
} from './order-rules.js';
import { ParcelSchema } from './parcel.js';
import { PHONE_CHECK_STATES } from './phone-check-rules.js';
import { DEVICE_ID_PATTERN, OrderRiskSchema } from './risk.js';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, normalizeBangladeshiMobile } from './rules.js';

export const OrderStatusSchema = z.enum(ORDER_STATUSES, { error: fieldMessages.status });
export const OrderSourceSchema = z.enum(ORDER_SOURCES, { error: fieldMessages.source });

export const PhoneSchema = z
  .string({ error: fieldMessages.phone })
  .max(40, fieldMessages.phone)
  .transform((raw, context) => {
    const phone = normalizeBangladeshiMobile(raw);
    if (phone === null) {
      context.addIssue({ code: 'custom', message: phoneProblem(raw) });
      return z.NEVER;
    }
    return phone;
  });

export const OrderLineInputSchema = z.object({
  product: IdSchema,
  /** The size ordered (decision 064); left out, the product's first, as every client before sizes. */
  size: IdSchema.optional(),
  quantity: z
    .number({ error: fieldMessages.quantity })
    .int(fieldMessages.quantity)
    .min(1, fieldMessages.quantity)
    .max(MAX_LINE_QUANTITY, fieldMessages.quantity),
});

/** The customer's details, shared by the order form and the create-order body. */
export const CustomerDetailsSchema = z.object({
  name: requiredText(100, fieldMessages.name),
  phone: PhoneSchema,
  city: requiredText(100, fieldMessages.city),
  address: requiredText(MAX_ADDRESS_LENGTH, fieldMessages.address),
});
export type CustomerDetails = z.input<typeof CustomerDetailsSchema>;

/** An order's lines as a client sends them: one to fifty products, each once. */
const orderLinesInput = z
  .array(OrderLineInputSchema, { error: fieldMessages.productsEmpty })
  .min(1, fieldMessages.productsEmpty)
  .max(MAX_ORDER_LINES, fieldMessages.productsTooMany)
  .refine(
    (lines) => new Set(lines.map((line) => `${line.product} ${line.size ?? ''}`)).size === lines.length,
    fieldMessages.duplicateProduct,
  );

export const CreateOrderSchema = CustomerDetailsSchema.extend({
  products: orderLinesInput,
  /**
   * The customer's district (decision 067): the server prices the delivery from its zone table and
   * the order's weight, and `shipping` must be that fee. Left out (a client from before zones),
   * `shipping` must be what one of the zones charges this order.
   */
  district: DistrictSchema.optional(),
  shipping: TakaSchema,
  total: TakaSchema,
});
export type CreateOrder = z.input<typeof CreateOrderSchema>;
export type CreateOrderParsed = z.output<typeof CreateOrderSchema>;

export const OrderLineSchema = z.object({
  _id: IdSchema,
  quantity: z.number().int(),
  product: z.object({
    _id: IdSchema,
    title: z.string(),
    img: z.string(),
    price: TakaSchema,
    discountPrice: TakaSchema,
  }),
  /**
   * The size as it was ordered (decision 064): its id (null only if it was never known) and name
   * (empty for a product's only, unnamed size); `price` above is this size's.
   */
  size: z.object({ _id: z.string().nullable(), name: z.string() }),
  /** Grams per unit as ordered, what delivery is weighed by; null when the size had no weight. */
  weightGrams: z.number().int().nullable(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderSchema = z.object({
  _id: IdSchema,
  invoiceNumber: z.number().int(),
  status: OrderStatusSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  name: z.string(),
  phone: z.string(),
  city: z.string(),
  address: z.string(),
  shipping: TakaSchema,
  /** Taka off the lines' sum, given by staff with a reason (decision 027); 0 for an order as placed. */
  discount: TakaSchema,
  discountReason: z.string(),
  /** The lines' sum less the discount plus shipping (`orderTotals`). */
  total: TakaSchema,
  shippingInfo: z.object({ note: z.string() }),
  products: z.array(OrderLineSchema),
  source: OrderSourceSchema,
  /**
   * Counts the order's changes (edits and status moves): an edit names the version it was made on,
   * and one made on an older version is refused with 409 instead of overwriting (decision 027).
   */
  version: z.number().int(),
  /** Its parcel with a courier (decision 035); null until staff send it. */
  parcel: ParcelSchema.nullable(),
  /**
   * The fake-order assessment made when it arrived (decision 038), for staff only: null in
   * the answers the customer's browser gets, and for orders staff entered themselves.
   */
  risk: OrderRiskSchema.nullable(),
  /**
   * The phone check (decision 040): `waiting` while the code sent to the phone has not been
   * typed, `confirmed` once it has; null for an order not asked for one. The customer's page shows
   * the code screen while it waits.
   */
  phoneCheck: z.enum(PHONE_CHECK_STATES).nullable(),
  /** Why staff cancelled it or put it on hold (decision 061); null otherwise, and for the check's holds. */
  statusReason: z.enum(STATUS_REASONS).nullable(),
  /** The note given with the reason `other`; empty otherwise. */
  statusNote: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

/**
 * A reason for cancelling or holding (decision 061), with the note `other` needs. Only with those
 * two statuses: a reason for "confirmed" would be kept where nobody reads it.
 */
const StatusReasonFields = {
  reason: z.enum(STATUS_REASONS, { error: fieldMessages.invalid }).optional(),
  note: z
    .string({ error: fieldMessages.invalid })
    .overwrite(stripControlCharacters)
    .trim()
    .max(MAX_STATUS_NOTE_LENGTH, fieldMessages.tooLong(MAX_STATUS_NOTE_LENGTH))
    .optional(),
};
const checkStatusReason = (
  body: { status: OrderStatus; reason?: string | undefined; note?: string | undefined },
  context: z.RefinementCtx,
) => {
  if (body.reason !== undefined && !STATUSES_WITH_REASON.includes(body.status))
    context.addIssue({ code: 'custom', path: ['reason'], message: fieldMessages.invalid });
  if (body.reason === 'other' && !body.note)
    context.addIssue({ code: 'custom', path: ['note'], message: fieldMessages.note });
  if (body.note && body.reason !== 'other')
    context.addIssue({ code: 'custom', path: ['note'], message: fieldMessages.invalid });
};

export const StatusCountsSchema = z.object(
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, z.number().int()])) as Record<
    OrderStatus,
    z.ZodNumber
  >,
);
export type StatusCounts = z.infer<typeof StatusCountsSchema>;

export const OrderListMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  /** Orders per status under the same search and dates, for the filter's badges. */
  counts: StatusCountsSchema.extend({ all: z.number().int() }),
});
export type OrderListMeta = z.infer<typeof OrderListMetaSchema>;

export const OrderListQuerySchema = z.object({
  status: OrderStatusSchema.optional(),
  sort: z.enum(ORDER_LIST_SORTS, { error: fieldMessages.invalid }).default('newest'),
  // Control characters are dropped like everywhere else a person types: PostgreSQL refuses NUL in text.
  search: z.string().overwrite(stripControlCharacters).trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
  /**
   * Only orders put aside for this reason (decision 061); `none` for those without one (the
   * fake-order check's holds, and moves before reasons). Applied to the page, like the status.
   */
  reason: z.enum([...STATUS_REASONS, 'none'], { error: fieldMessages.invalid }).optional(),
});
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;

const OrderIdsSchema = (max: number) =>
  z
    .array(IdSchema, { error: fieldMessages.invalid })
    .min(1, fieldMessages.selectOrders)
    .max(max, fieldMessages.tooManyOrders(max));

/**
 * The export's filters: the list's, without paging (every matching order), `lines=true` for one
 * row per ordered product instead of one per order, and `ids` for the orders picked.
 */
export const OrderExportQuerySchema = OrderListQuerySchema.omit({
  page: true,
  limit: true,
  sort: true,
  reason: true,
}).extend({
  lines: z.stringbool({ error: fieldMessages.invalid }).default(false),
  /** Only these orders (the ones picked on the list), comma-separated; the other filters still apply. */
  ids: orderIdList(MAX_BULK_ORDERS).optional(),
});
export type OrderExportQuery = z.output<typeof OrderExportQuerySchema>;

/** Discount and its reason, as staff give them on an edit or an order they enter (decision 027). */
const StaffDiscountSchema = z.object({
  discount: TakaSchema.default(0),
  discountReason: z
    .string({ error: fieldMessages.invalid })
    .overwrite(stripControlCharacters)
    .trim()
    .max(MAX_DISCOUNT_REASON_LENGTH, fieldMessages.tooLong(MAX_DISCOUNT_REASON_LENGTH))
    .default(''),
});

/** A discount needs its reason: the timeline and the owner later read why the total went down. */
const requireDiscountReason = (
  body: { discount: number; discountReason: string },
  context: z.RefinementCtx,
) => {
  if (body.discount > 0 && body.discountReason === '')
    context.addIssue({ code: 'custom', path: ['discountReason'], message: fieldMessages.discountReason });
};

/**
 * An order as staff change it after the call (decision 027): the whole of what may change,
 * and the `version` of the order it was made on. The server prices it again from its own prices;
 * lines left as they were keep the price they were ordered at.
 */
export const EditOrderSchema = CustomerDetailsSchema.extend({
  products: orderLinesInput,
  shipping: TakaSchema,
  version: z
    .number({ error: fieldMessages.version })
    .int(fieldMessages.version)
    .min(1, fieldMessages.version),
})
  .extend(StaffDiscountSchema.shape)
  .superRefine(requireDiscountReason);
export type EditOrder = z.input<typeof EditOrderSchema>;
export type EditOrderParsed = z.output<typeof EditOrderSchema>;

/**
 * An order staff enter for a customer who ordered on Messenger or by phone (decision 027): the page's
 * prices, fees and rules, its source recorded. No `total` to check: staff see the server's answer.
 */
export const StaffOrderSchema = CustomerDetailsSchema.extend({
  products: orderLinesInput,
  shipping: TakaSchema,
  source: z.enum(['messenger', 'phone'], { error: fieldMessages.source }),
  /** `confirmed`: staff took the order themselves, so it is confirmed as it is entered. */
  status: z.enum(['pending', 'confirmed'], { error: fieldMessages.status }).default('pending'),
})
  .extend(StaffDiscountSchema.shape)
  .superRefine(requireDiscountReason);
export type StaffOrder = z.input<typeof StaffOrderSchema>;
export type StaffOrderParsed = z.output<typeof StaffOrderSchema>;

/**
 * Order ids written in one query parameter, comma-separated. A refusal names the parameter itself
 * (not one item of it), as every query parameter's refusal does.
 */
function orderIdList(max: number) {
  return z
    .string({ error: fieldMessages.selectOrders })
    .transform((raw) => raw.split(',').filter((item) => item !== ''))
    .pipe(
      z
        .array(z.string())
        .min(1, fieldMessages.selectOrders)
        .max(max, fieldMessages.tooManyOrders(max))
        .refine((ids) => ids.every((item) => IdSchema.safeParse(item).success), fieldMessages.id),
    );
}

/** The list's filters, as a selection of "every order that matches". */
export const OrderFilterSchema = z.object({
  status: OrderStatusSchema.optional(),
  search: z.string().overwrite(stripControlCharacters).trim().max(100).optional(),
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
  /** As the list's `reason` (decision 061): "every order the filter matches" matches it too. */
  reason: z.enum([...STATUS_REASONS, 'none'], { error: fieldMessages.invalid }).optional(),
});
export type OrderFilter = z.infer<typeof OrderFilterSchema>;

/**
 * A status for many orders at once (decision 031): the orders picked (`ids`), or every order the
 * list's filter matches (`filter`, at most MAX_BULK_ORDERS). Each order moves by the rules; one that
 * may not is reported, not changed.
 */
export const BulkStatusSchema = z
  .object({
    status: OrderStatusSchema,
    ids: OrderIdsSchema(MAX_BULK_ORDERS).optional(),
    filter: OrderFilterSchema.optional(),
    ...StatusReasonFields,
  })
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), {
    path: ['ids'],
    message: fieldMessages.idsOrFilter,
  })
  .superRefine(checkStatusReason);
export type BulkStatus = z.input<typeof BulkStatusSchema>;

export const BulkStatusResultSchema = z.object({
  /** Moved to the new status. */
  moved: z.number().int(),
  /** Already had it. */
  unchanged: z.number().int(),
  /** A move the business does not make from where they are (decision 024): left as they were. */
  refused: z.array(z.object({ _id: IdSchema, invoiceNumber: z.number().int(), status: OrderStatusSchema })),
  /** Ids that are no order (deleted meanwhile). */
  missing: z.array(z.string()),
  /** Each move made, for its toast to take back (decision 060). */
  undo: z.array(z.object({ id: IdSchema, from: OrderStatusSchema, to: OrderStatusSchema })),
});
export type BulkStatusResult = z.infer<typeof BulkStatusResultSchema>;

/**
 * Status moves staff take back from their toast within seconds (decision 060): each order returns
 * to `from` if it is still in `to` by the move named, made a moment ago. Its waiting SMS is withdrawn.
 */
export const UndoStatusSchema = z.object({
  moves: z
    .array(z.object({ id: IdSchema, from: OrderStatusSchema, to: OrderStatusSchema }), {
      error: fieldMessages.invalid,
    })
    .min(1, fieldMessages.selectOrders)
    .max(MAX_BULK_ORDERS, fieldMessages.tooManyOrders(MAX_BULK_ORDERS)),
});
export type UndoStatus = z.input<typeof UndoStatusSchema>;

export const UndoStatusResultSchema = z.object({
  /** Returned to the status they had. */
  undone: z.number().int(),
  /** Changed since, or moved too long ago: left as they are. */
  kept: z.array(IdSchema),
});
export type UndoStatusResult = z.infer<typeof UndoStatusResultSchema>;

/** `ids=a,b,c`: orders to read or print together, in that order. */
export const OrderIdsQuerySchema = z.object({ ids: orderIdList(MAX_PRINT_ORDERS) });

export const OrdersPrintedSchema = z.object({
  ids: OrderIdsSchema(MAX_PRINT_ORDERS),
  paper: z.enum(['a4', 'thermal', 'labels'], { error: fieldMessages.invalid }),
});
export type OrdersPrinted = z.input<typeof OrdersPrintedSchema>;

export const UpdateOrderStatusSchema = z
  .object({ status: OrderStatusSchema, id: IdSchema.optional(), ...StatusReasonFields })
  .superRefine(checkStatusReason);
export type UpdateOrderStatus = z.infer<typeof UpdateOrderStatusSchema>;

/** An order's retry key: sent again, it answers the order it already placed (docs/api.md, decision 010). */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{8,200}$/, 'Idempotency-Key হতে হবে ৮ থেকে ২০০টি ছাপার যোগ্য ASCII অক্ষর')
    .optional(),
});

/**
 * The create call's headers: the Idempotency-Key, and the storefront's device id (a random id the
 * browser keeps), which the fake-order check counts phones by. A malformed device id is dropped, not
 * refused: no customer loses an order over it.
 */
export const CreateOrderHeadersSchema = IdempotencyHeadersSchema.extend({
  'x-device-id': z
    .string()
    .optional()
    .transform((id) => (id !== undefined && DEVICE_ID_PATTERN.test(id) ? id : undefined)),
});

export const orderEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/order/create-order',
    access: 'public',
    tags: ['orders'],
    summary: 'Place a cash-on-delivery order, priced by the server',
    description: '201 with the new order; 200 with the same order when an Idempotency-Key is sent again.',
    headers: CreateOrderHeadersSchema,
    body: CreateOrderSchema,
    answer: { data: OrderSchema },
    status: 201,
  }),
  single: endpoint({
    method: 'GET',
    path: '/order/single/:id',
    access: 'public',
    tags: ['orders'],
    summary: 'One order by its unguessable id: any order for an administrator, a recent one for anyone',
    params: IdParamsSchema,
    answer: { data: OrderSchema },
  }),
  list: endpoint({
    method: 'GET',
    path: '/order/all-orders',
    access: 'staff',
    tags: ['orders (admin)'],
    summary: 'One page of orders, newest first (or oldest with sort=oldest), with counts per status',
    query: OrderListQuerySchema,
    answer: { data: z.array(OrderSchema), meta: OrderListMetaSchema },
  }),
  updateStatus: endpoint({
    method: 'PUT',
    path: '/order/update/status/:id',
    access: 'staff',
    tags: ['orders (admin)'],
    summary: "Change an order's status",
    params: IdParamsSchema,
    body: UpdateOrderStatusSchema,
    answer: { data: OrderSchema, message: 'Status updated' },
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/order/edit/:id',
    access: 'staff',
    tags: ['orders (admin)'],
    summary:
      'Change what was ordered, the customer details, shipping and discount; priced again by the server',
    description:
      'Refused with 409 for a shipped, delivered, returned or cancelled order, and with 409 carrying the current order in `data` when `version` is not the current one (someone else changed it).',
    params: IdParamsSchema,
    body: EditOrderSchema,
    answer: { data: OrderSchema, message: 'Order updated' },
  }),
  staffCreate: endpoint({
    method: 'POST',
    path: '/order/staff-create',
    access: 'staff',
    tags: ['orders (admin)'],
    summary: 'Enter an order taken on Messenger or the phone, priced by the server',
    headers: IdempotencyHeadersSchema,
    body: StaffOrderSchema,
    answer: { data: OrderSchema },
    status: 201,
  }),
  bulkStatus: endpoint({
    method: 'POST',
    path: '/order/bulk-status',
    access: 'staff',
    tags: ['orders (admin)'],
    summary: 'Change the status of many orders at once: the ones picked, or every one the filter matches',
    description: `Each order moves by the rules; those that may not are listed in \`refused\`, unchanged. At most ${MAX_BULK_ORDERS} orders a call.`,
    body: BulkStatusSchema,
    answer: { data: BulkStatusResultSchema },
  }),
  undoStatus: endpoint({
    method: 'POST',
    path: '/order/undo-status',
    access: 'staff',
    tags: ['orders (admin)'],
    summary: 'Take back status moves made a few seconds ago, from their toast',
    description:
      'Each order returns to `from` while it is still in `to` by that very move, made within the undo window; its SMS, still waiting, is withdrawn. The others are listed in `kept`.',
    body: UndoStatusSchema,
    answer: { data: UndoStatusResultSchema },
  }),
  many: endpoint({
    method: 'GET',
    path: '/order/many',
    access: 'staff',
    tags: ['orders (admin)'],
    summary: 'Several orders by id, in the order asked (to print them as one document)',
    query: OrderIdsQuerySchema,
    answer: { data: z.array(OrderSchema) },
  }),
  printed: endpoint({
    method: 'POST',
    path: '/order/printed',
    access: 'staff',
    tags: ['orders (admin)'],
    summary: "Record on each order's timeline that its invoice or label was printed",
    body: OrdersPrintedSchema,
    answer: 'message',
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/order/export',
    access: 'staff',
    tags: ['orders (admin)'],
    summary: 'Every order matching the filters as CSV (UTF-8 with a byte-order mark, for Excel), streamed',
    description: 'Owners, and order staff an owner granted it (`canExport`); other staff get 403.',
    query: OrderExportQuerySchema,
    answer: 'file',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/order/delete/:id',
    access: 'admin',
    tags: ['orders (admin)'],
    summary: 'Delete an order',
    params: IdParamsSchema,
    answer: 'message',
  }),
};
