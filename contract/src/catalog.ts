import { z } from 'zod';
import { IdSchema, requiredText, stripControlCharacters, TakaInputSchema, TakaSchema } from './common.js';
import { addEndpoint, publicRead, removeEndpoint, updateEndpoint } from './endpoint.js';
import { fieldMessages } from './messages.js';

export const ProductSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  price: TakaSchema,
  discountPrice: TakaSchema,
  img: z.string(),
  description: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

/**
 * Text fields of a product write (multipart `POST /product/add`, `PUT /product/update/{id}`); the image
 * travels beside them as the file `img`. A PUT replaces every field: a left-out discount is 0.
 */
export const ProductInputSchema = z
  .object(
    {
      title: requiredText(200),
      price: TakaInputSchema,
      // A discount left blank on the form means none.
      discountPrice: z.preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
        TakaInputSchema.default(0),
      ),
      /** HTML from the admin's editor; the server sanitises it on save (an allow-list of tags). */
      description: z
        .string({ error: fieldMessages.invalid })
        .overwrite(stripControlCharacters)
        .max(20_000, fieldMessages.tooLong(20_000))
        .default(''),
    },
    { error: fieldMessages.invalid },
  )
  .refine((product) => product.discountPrice <= product.price, {
    path: ['discountPrice'],
    message: fieldMessages.discountAbovePrice,
  });
export type ProductInput = z.infer<typeof ProductInputSchema>;

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
};
