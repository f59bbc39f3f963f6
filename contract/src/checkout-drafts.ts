import { z } from 'zod';
import {
  IdParamsSchema,
  IdSchema,
  optionalText,
  PageMetaSchema,
  TakaSchema,
  TimestampSchema,
} from './common.js';
import { endpoint } from './endpoint.js';
import { fieldMessages } from './messages.js';
import { OrderLineInputSchema, OrderSchema, PhoneSchema } from './orders.js';
import { DEVICE_ID_PATTERN } from './risk.js';
import { MAX_ORDER_LINES } from './rules.js';

/**
 * Incomplete checkouts (decision 039): what a visitor typed into the order form before leaving,
 * kept so staff can call them back. One open draft per phone; it closes by itself when the phone
 * orders, and is deleted after `CHECKOUT_DRAFT_DAYS`.
 */
export const CHECKOUT_DRAFT_STATES = ['open', 'ordered', 'converted', 'dismissed'] as const;
export type CheckoutDraftState = (typeof CHECKOUT_DRAFT_STATES)[number];

export const draftMessages = {
  oneMoreField: 'মোবাইল নম্বরের সাথে নাম, শহর বা ঠিকানার অন্তত একটি দিন',
  owner: 'ব্রাউজারের চিহ্ন পাওয়া যায়নি: পাতাটি আবার খুলুন',
  unknownProduct: 'এই পণ্যটি দোকানে নেই',
} as const;

/**
 * The order form as it stands, sent by the storefront while the visitor types (debounced) and once
 * more as they leave. The phone must be a valid mobile number and one more field filled; the basket
 * may be empty. Fields are bounded like the order's; a malformed device id is dropped.
 */
export const SaveCheckoutDraftSchema = z
  .object({
    phone: PhoneSchema,
    name: optionalText(100).default(''),
    city: optionalText(100).default(''),
    address: optionalText(500).default(''),
    products: z
      .array(OrderLineInputSchema, { error: fieldMessages.invalid })
      .max(MAX_ORDER_LINES, fieldMessages.productsTooMany)
      .default([]),
    shipping: TakaSchema.optional(),
    /**
     * The browser's own random token (kept in its storage, decision 056): only the browser that
     * started a draft changes it. Stored hashed; never shown to staff.
     */
    owner: z.string({ error: draftMessages.owner }).regex(DEVICE_ID_PATTERN, { error: draftMessages.owner }),
    /** The storefront's device id: in the body, as a page being left can send no headers. */
    device: z
      .string()
      .optional()
      .transform((id) => (id !== undefined && DEVICE_ID_PATTERN.test(id) ? id : undefined)),
  })
  .refine((draft) => draft.name !== '' || draft.city !== '' || draft.address !== '', {
    path: ['name'],
    message: draftMessages.oneMoreField,
  });
export type SaveCheckoutDraft = z.input<typeof SaveCheckoutDraftSchema>;
export type SaveCheckoutDraftParsed = z.output<typeof SaveCheckoutDraftSchema>;

/** A draft as staff see it: the basket priced from today's prices (a product since removed is left out). */
export const CheckoutDraftSchema = z.object({
  _id: IdSchema,
  phone: z.string(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  products: z.array(
    z.object({
      product: z.object({ _id: IdSchema, title: z.string(), img: z.string(), price: TakaSchema }),
      quantity: z.number().int(),
    }),
  ),
  /** The shipping fee the visitor had chosen, if any. */
  shipping: TakaSchema.nullable(),
  /** The lines at today's prices, plus the chosen shipping: what the order would come to. */
  total: TakaSchema,
  state: z.enum(CHECKOUT_DRAFT_STATES),
  /** The order that closed it (the visitor's own, or the one staff made from it). */
  order: z.object({ _id: IdSchema, invoiceNumber: z.number().int() }).nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type CheckoutDraft = z.infer<typeof CheckoutDraftSchema>;

export const CheckoutDraftListQuerySchema = z.object({
  state: z.enum(CHECKOUT_DRAFT_STATES, { error: fieldMessages.invalid }).default('open'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type CheckoutDraftListQuery = z.input<typeof CheckoutDraftListQuerySchema>;

/**
 * Turning a draft into an order: the shipping fee, as staff confirm it on the call, and what the
 * visitor had not typed (decision 039): a field sent replaces the draft's, one left out keeps it.
 * The order's own rules check the result, so a field still missing is refused by name.
 */
export const ConvertCheckoutDraftSchema = z
  .object({
    shipping: TakaSchema,
    name: z.string().max(100, fieldMessages.tooLong(100)).optional(),
    city: z.string().max(100, fieldMessages.tooLong(100)).optional(),
    address: z.string().max(500, fieldMessages.tooLong(500)).optional(),
    products: z.array(OrderLineInputSchema).max(MAX_ORDER_LINES, fieldMessages.productsTooMany).optional(),
  })
  .strict();
export type ConvertCheckoutDraft = z.input<typeof ConvertCheckoutDraftSchema>;

export const checkoutDraftEndpoints = {
  save: endpoint({
    method: 'POST',
    path: '/checkout-draft',
    access: 'public',
    tags: ['incomplete checkouts'],
    summary: "Keep the order form's contents while the visitor types, so the shop can call them back",
    description:
      "The same answer whatever is kept (decision 056): nothing is kept when the phone ordered in the last 30 minutes, when another browser (`owner`) started the phone's draft (it gets a draft of its own), or past the drafts a client address or the shop may open a day. 400 for a product not in the catalogue. Limited per client address like orders.",
    body: SaveCheckoutDraftSchema,
    answer: { data: z.object({ received: z.literal(true) }) },
  }),
  list: endpoint({
    method: 'GET',
    path: '/checkout-drafts',
    access: 'staff',
    tags: ['incomplete checkouts (admin)'],
    summary: 'Incomplete checkouts, newest first (open ones unless `state` says otherwise)',
    query: CheckoutDraftListQuerySchema,
    answer: { data: z.array(CheckoutDraftSchema), meta: PageMetaSchema },
  }),
  convert: endpoint({
    method: 'POST',
    path: '/checkout-drafts/:id/convert',
    access: 'staff',
    tags: ['incomplete checkouts (admin)'],
    summary: 'Make the order from an open draft after the call, priced by the server (source `phone`)',
    description:
      'Fields sent fill or replace the draft’s. 400 naming the fields still missing (name, city, address, products) or a shipping fee that is not the shop’s; 409 when the draft is no longer open.',
    params: IdParamsSchema,
    body: ConvertCheckoutDraftSchema,
    answer: { data: OrderSchema },
    status: 201,
  }),
  dismiss: endpoint({
    method: 'DELETE',
    path: '/checkout-drafts/:id',
    access: 'staff',
    tags: ['incomplete checkouts (admin)'],
    summary: 'Close an open draft without an order (not interested, wrong number)',
    params: IdParamsSchema,
    answer: { data: CheckoutDraftSchema },
  }),
};
