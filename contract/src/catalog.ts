import { z } from 'zod';
import {
  CalendarDateSchema,
  IdSchema,
  requiredText,
  stripControlCharacters,
  TakaInputSchema,
  TakaSchema,
} from './common.js';
import { addEndpoint, endpoint, publicRead, removeEndpoint, updateEndpoint } from './endpoint.js';
import { fieldMessages } from './messages.js';

/** One size a product sells in (decision 064): «৫ কেজি», its price, weight and stock. */
export const ProductSizeSchema = z.object({
  _id: IdSchema,
  /** Empty for a product's only size made from a product of before sizes. */
  name: z.string(),
  price: TakaSchema,
  discountPrice: TakaSchema,
  /** Grams per unit, what delivery is priced by; null when the owner has not given it. */
  weightGrams: z.number().int().nullable(),
  /** Units left; null: unlimited. */
  stock: z.number().int().nullable(),
  /** Closed by the owner: not offered, whatever its stock. */
  closed: z.boolean(),
});
export type ProductSize = z.infer<typeof ProductSizeSchema>;

export const ProductSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  /** The first size's, so a client of before sizes reads the price the page shows. */
  price: TakaSchema,
  discountPrice: TakaSchema,
  img: z.string(),
  description: z.string(),
  /** One or more, in the owner's order; the first is the one a card shows until another is picked. */
  sizes: z.array(ProductSizeSchema),
  /** Not on the page, and refused by the order API. */
  hidden: z.boolean(),
  /** The shop days (Dhaka, `YYYY-MM-DD`) it is on sale between, each end included; null: open. */
  saleFrom: z.string().nullable(),
  saleUntil: z.string().nullable(),
  /** Shown before `saleFrom` as «আসছে …», not yet orderable. */
  announce: z.boolean(),
});
export type Product = z.infer<typeof ProductSchema>;

/** The most sizes one product has: a card's picker stays one row on a phone. */
export const MAX_PRODUCT_SIZES = 8;
/** The most one unit weighs: a 50 kg sack. */
export const MAX_SIZE_GRAMS = 50_000;

/** A multipart field that may be blank: blank is "not given". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A count typed into a form (multipart text or JSON number), digits only; blank is "not given". */
const countInput = (max: number) =>
  z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return typeof given === 'string' && /^\d{1,9}$/.test(given.trim()) ? Number(given) : given;
    },
    z
      .number({ error: fieldMessages.invalid })
      .int(fieldMessages.invalid)
      .min(0, fieldMessages.invalid)
      .max(max, fieldMessages.invalid),
  );

/**
 * A size as the owner's form sends it. `_id` names a size it keeps (a new one has none). `stock`
 * blank or null is unlimited; `stockWas`, the count the form showed, makes the write a change by
 * the difference, so boxes ordered while the form was open are not given back (decision 064).
 */
export const ProductSizeInputSchema = z
  .object(
    {
      _id: IdSchema.optional(),
      name: z
        .string({ error: fieldMessages.invalid })
        .overwrite(stripControlCharacters)
        .trim()
        .max(60, fieldMessages.tooLong(60))
        .default(''),
      price: TakaInputSchema,
      discountPrice: z.preprocess(blankToUndefined, TakaInputSchema.default(0)),
      weightGrams: countInput(MAX_SIZE_GRAMS).nullable().default(null),
      stock: countInput(1_000_000).nullable().default(null),
      stockWas: countInput(1_000_000).nullable().optional(),
      closed: z.boolean({ error: fieldMessages.invalid }).default(false),
    },
    { error: fieldMessages.invalid },
  )
  .refine((size) => size.discountPrice <= size.price, {
    path: ['discountPrice'],
    message: fieldMessages.discountAbovePrice,
  });
export type ProductSizeInput = z.input<typeof ProductSizeInputSchema>;

/** A product's sizes as the owner's form holds them (the back office checks them before sending). */
export const ProductSizesInputSchema = z
  .array(ProductSizeInputSchema, { error: fieldMessages.invalid })
  .min(1, fieldMessages.invalid)
  .max(MAX_PRODUCT_SIZES, fieldMessages.invalid)
  .refine(
    (sizes) => {
      const ids = sizes.flatMap((size) => (size._id ? [size._id] : []));
      return new Set(ids).size === ids.length;
    },
    { message: fieldMessages.invalid },
  )
  .superRefine((sizes, context) => {
    // One size may go unnamed (the product as before sizes); two must say which is which.
    if (sizes.length < 2) return;
    sizes.forEach((size, index) => {
      if (size.name === '')
        context.addIssue({ code: 'custom', path: [index, 'name'], message: fieldMessages.sizeName });
    });
  });

/** The sizes field of a product write: JSON text in a multipart form, or the array itself. */
const SizesInputSchema = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}, ProductSizesInputSchema);

const flagInput = z.preprocess(
  (value) => (typeof value === 'boolean' ? String(value) : blankToUndefined(value)),
  z.stringbool({ error: fieldMessages.invalid }).default(false),
);
const dayInput = z.preprocess((value) => blankToUndefined(value) ?? null, CalendarDateSchema.nullable());

/**
 * Text fields of a product write (multipart `POST /product/add`, `PUT /product/update/{id}`); the image
 * travels beside them as the file `img`. A PUT replaces every field: a left-out discount is 0.
 */
export const ProductInputSchema = z
  .object(
    {
      title: requiredText(200),
      // Without `sizes` (a client of before sizes), the price of the first size; with them, ignored.
      price: z.preprocess(blankToUndefined, TakaInputSchema.optional()),
      // A discount left blank on the form means none.
      discountPrice: z.preprocess(blankToUndefined, TakaInputSchema.default(0)),
      sizes: SizesInputSchema.optional(),
      hidden: flagInput,
      saleFrom: dayInput,
      saleUntil: dayInput,
      announce: flagInput,
      /** HTML from the admin's editor; the server sanitises it on save (an allow-list of tags). */
      description: z
        .string({ error: fieldMessages.invalid })
        .overwrite(stripControlCharacters)
        .max(20_000, fieldMessages.tooLong(20_000))
        .default(''),
    },
    { error: fieldMessages.invalid },
  )
  .superRefine((product, context) => {
    if (product.sizes) return;
    if (product.price === undefined)
      context.addIssue({ code: 'custom', path: ['price'], message: fieldMessages.required });
    else if (product.discountPrice > product.price)
      context.addIssue({
        code: 'custom',
        path: ['discountPrice'],
        message: fieldMessages.discountAbovePrice,
      });
  })
  .refine((product) => !product.saleFrom || !product.saleUntil || product.saleFrom <= product.saleUntil, {
    path: ['saleUntil'],
    message: fieldMessages.saleRange,
  });
export type ProductInput = z.infer<typeof ProductInputSchema>;

/** At or below this many left, a size is low on the stock list (decision 064). */
export const LOW_STOCK = 5;

/**
 * One size on the owner's stock list (decision 064): what is left (null: unlimited), what orders not
 * yet shipped hold of it (pending, confirmed, on hold), and where it stands.
 */
export const StockRowSchema = z.object({
  product: z.object({ _id: IdSchema, title: z.string() }),
  size: z.object({ _id: IdSchema, name: z.string(), closed: z.boolean() }),
  stock: z.number().int().nullable(),
  held: z.number().int(),
  state: z.enum(['sold-out', 'low', 'in-stock', 'unlimited']),
});
export type StockRow = z.infer<typeof StockRowSchema>;

const catalogAdmin = { tags: ['catalog (admin)'] } as const;

export const productEndpoints = {
  list: publicRead(
    '/product/all',
    { tags: ['catalog'], summary: 'Every product, in order (ETag, 304)' },
    z.array(ProductSchema),
  ),
  get: publicRead(
    '/product/:ref',
    {
      tags: ['catalog'],
      summary: 'One product by id, or a stored image by file name',
      params: z.object({ ref: z.string().max(200) }),
    },
    ProductSchema,
  ),
  add: addEndpoint('product', ProductSchema, {
    ...catalogAdmin,
    summary: 'Add a product with its image',
    body: ProductInputSchema,
    files: { img: 'file' },
  }),
  update: updateEndpoint('product', ProductSchema, {
    ...catalogAdmin,
    method: 'PUT',
    summary: 'Replace a product',
    description:
      'Replaces every field (a left-out discountPrice is 0, description empty); the image only when `img` is sent.',
    body: ProductInputSchema,
    files: { img: 'optional-file' },
  }),
  remove: removeEndpoint('product', { ...catalogAdmin, summary: 'Delete a product' }),
  stock: endpoint({
    method: 'GET',
    path: '/product/stock',
    access: 'admin',
    ...catalogAdmin,
    summary: "Every size's stock: left, held by orders not yet shipped, sold out or low",
    answer: { data: z.array(StockRowSchema) },
  }),
};
