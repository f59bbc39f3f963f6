import { type Product, ProductInputSchema, type ProductSize, ProductSizesInputSchema } from '@haat/contract';
import type { z } from 'zod';
import { imageFileSchema } from '@/lib/image-files';

/**
 * The product form: the contract's `ProductInputSchema` (the server's own rules: required title,
 * whole taka in Bengali or ASCII digits, a blank discount meaning none, discount not above price)
 * plus the picture, required when adding and optional when editing.
 */
export const productFormSchema = (mode: 'add' | 'edit') =>
  ProductInputSchema.safeExtend({
    img: imageFileSchema({ required: mode === 'add' }),
    // The array itself (not the JSON text the multipart field carries), so each size's fields take their errors.
    sizes: ProductSizesInputSchema.optional(),
  });

export type ProductFormSchema = ReturnType<typeof productFormSchema>;
export type ProductFormValues = z.input<ProductFormSchema>;
export type ProductFormOutput = z.output<ProductFormSchema>;

/** One size's row of the form: text as typed; a blank stock is unlimited. */
export type SizeFormValues = {
  _id?: string;
  name: string;
  price: string;
  discountPrice: string;
  /** null while blank: the contract reads a blank count as not given only when it is missing. */
  weightGrams: string | null;
  stock: string | null;
  /** The count the form showed, so the server adds only the difference (decision 064). */
  stockWas: number | null;
  closed: boolean;
};

const text = (value: number | null) => (value === null ? null : String(value));

/** What a count field holds once typed: blank is no count (unlimited stock, weight not given). */
export const blankCountToNull = (value: unknown) => (value === '' ? null : value);

export const newSizeValues = (): SizeFormValues => ({
  name: '',
  price: '',
  discountPrice: '',
  weightGrams: null,
  stock: null,
  stockWas: null,
  closed: false,
});

export const sizeFormValues = (size: ProductSize): SizeFormValues => ({
  _id: size._id,
  name: size.name,
  price: String(size.price),
  discountPrice: size.discountPrice > 0 ? String(size.discountPrice) : '',
  weightGrams: text(size.weightGrams),
  stock: text(size.stock),
  stockWas: size.stock,
  closed: size.closed,
});

/** What the form starts with: one blank size for an add, the saved product for an edit. */
export function productFormDefaults(product?: Product) {
  return {
    title: product?.title ?? '',
    description: product?.description ?? '',
    img: null,
    sizes: product?.sizes.length ? product.sizes.map(sizeFormValues) : [newSizeValues()],
    hidden: product?.hidden ?? false,
    saleFrom: product?.saleFrom ?? '',
    saleUntil: product?.saleUntil ?? '',
    announce: product?.announce ?? false,
  } satisfies ProductFormValues & { sizes: SizeFormValues[] };
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
