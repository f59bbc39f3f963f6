import { z } from 'zod';
import { IdSchema, requiredText, TakaInputSchema, TakaSchema } from './common.js';
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

/** Text fields of a product write; the image travels beside them as a multipart file. */
export const ProductInputSchema = z
  .object({
    title: requiredText(200),
    price: TakaInputSchema,
    discountPrice: TakaInputSchema.default(0),
    description: z.string().max(20_000, fieldMessages.tooLong(20_000)).default(''),
  })
  .refine((product) => product.discountPrice <= product.price, {
    path: ['discountPrice'],
    message: fieldMessages.discountAbovePrice,
  });
export type ProductInput = z.infer<typeof ProductInputSchema>;

/** A product's price as the customer pays it: the discount price when one is set, else the price. */
export const effectivePrice = (product: Pick<Product, 'price' | 'discountPrice'>): number =>
  product.discountPrice > 0 ? product.discountPrice : product.price;
