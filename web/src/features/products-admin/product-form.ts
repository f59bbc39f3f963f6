import { type Product, ProductInputSchema } from '@haat/contract';
import type { z } from 'zod';
import { imageFileSchema } from '@/lib/image-files';

/**
 * The product form: the contract's `ProductInputSchema` (the server's own rules: required title,
 * whole taka in Bengali or ASCII digits, a blank discount meaning none, discount not above price)
 * plus the picture, required when adding and optional when editing.
 */
export const productFormSchema = (mode: 'add' | 'edit') =>
  ProductInputSchema.safeExtend({ img: imageFileSchema({ required: mode === 'add' }) });

export type ProductFormSchema = ReturnType<typeof productFormSchema>;
export type ProductFormValues = z.input<ProductFormSchema>;
export type ProductFormOutput = z.output<ProductFormSchema>;

/** What the form starts with: blank for an add, the saved product for an edit (no discount: blank). */
export function productFormDefaults(product?: Product): ProductFormValues {
  const season = {
    hidden: product?.hidden ?? false,
    saleFrom: product?.saleFrom ?? '',
    saleUntil: product?.saleUntil ?? '',
    announce: product?.announce ?? false,
  };
  if (!product) return { title: '', price: '', discountPrice: '', description: '', img: null, ...season };
  return {
    title: product.title,
    price: String(product.price),
    discountPrice: product.discountPrice > 0 ? String(product.discountPrice) : '',
    description: product.description,
    img: null,
    ...season,
  };
}

/**
 * The multipart body of `POST /product/add` and `PUT /product/update/{id}`: every text field (a PUT
 * replaces them all) and `img` only when a new picture was chosen.
 */
export function toProductFormData(values: ProductFormOutput): FormData {
  const form = new FormData();
  form.append('title', values.title);
  if (values.price !== undefined) form.append('price', String(values.price));
  form.append('discountPrice', String(values.discountPrice));
  form.append('description', values.description);
  // Season (decision 064): sent every time, since a PUT replaces every field.
  form.append('hidden', String(values.hidden));
  form.append('saleFrom', values.saleFrom ?? '');
  form.append('saleUntil', values.saleUntil ?? '');
  form.append('announce', String(values.announce));
  if (values.sizes) form.append('sizes', JSON.stringify(values.sizes));
  if (values.img) form.append('img', values.img, values.img.name);
  return form;
}
