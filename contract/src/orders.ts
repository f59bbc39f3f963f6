import { z } from 'zod';
import {
  CalendarDateSchema,
  IdSchema,
  requiredText,
  stripControlCharacters,
  TakaSchema,
  TimestampSchema,
} from './common.js';
import { fieldMessages } from './messages.js';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, normalizeBangladeshiMobile } from './rules.js';

export const ORDER_STATUSES = ['pending', 'shipped', 'delivered', 'cancelled'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES, { error: fieldMessages.status });
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const PhoneSchema = z
  .string({ error: fieldMessages.phone })
  .max(40, fieldMessages.phone)
  .transform((raw, context) => {
    const phone = normalizeBangladeshiMobile(raw);
    if (phone === null) {
      context.addIssue({ code: 'custom', message: fieldMessages.phone });
      return z.NEVER;
    }
    return phone;
  });

export const OrderLineInputSchema = z.object({
  product: IdSchema,
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
  address: requiredText(500, fieldMessages.address),
});
export type CustomerDetails = z.input<typeof CustomerDetailsSchema>;

export const CreateOrderSchema = CustomerDetailsSchema.extend({
  products: z
    .array(OrderLineInputSchema, { error: fieldMessages.productsEmpty })
    .min(1, fieldMessages.productsEmpty)
    .max(MAX_ORDER_LINES, fieldMessages.productsTooMany)
    .refine(
      (lines) => new Set(lines.map((line) => line.product)).size === lines.length,
      fieldMessages.duplicateProduct,
    ),
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
  total: TakaSchema,
  shippingInfo: z.object({ note: z.string() }),
  products: z.array(OrderLineSchema),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderListQuerySchema = z.object({
  status: OrderStatusSchema.optional(),
  // Control characters are dropped like everywhere else a person types: PostgreSQL refuses NUL in text.
  search: z.string().overwrite(stripControlCharacters).trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
});
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;

export const UpdateOrderStatusSchema = z.object({ status: OrderStatusSchema, id: IdSchema.optional() });
export type UpdateOrderStatus = z.infer<typeof UpdateOrderStatusSchema>;
