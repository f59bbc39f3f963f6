/**
 * Sizes, stock and season as pages need them without validating anything (decision 064). This
 * module builds no zod schema, so the storefront's card and cart use it without loading zod.
 */
import { formatBengaliWhole } from './digits.js';

/** One size of a product as the rules read it. */
export interface SizeFacts {
  _id: string;
  name: string;
  price: number;
  discountPrice: number;
  weightGrams: number | null;
  /** Null: unlimited. */
  stock: number | null;
  /** Closed by the owner: not offered at all, whatever its stock. */
  closed: boolean;
}

/** A product's season as the rules read it; dates are the shop's days (`YYYY-MM-DD`, Dhaka). */
export interface SeasonFacts {
  hidden: boolean;
  saleFrom: string | null;
  saleUntil: string | null;
  announce: boolean;
}

/**
 * Where a product stands on a shop day: `on-sale`; `coming` (before its harvest date, announced);
 * `off` (hidden, past its end date, or before its date without an announcement).
 */
export type SaleState = 'on-sale' | 'coming' | 'off';

export function saleStateOf(product: SeasonFacts, today: string): SaleState {
  if (product.hidden) return 'off';
  if (product.saleUntil !== null && today > product.saleUntil) return 'off';
  if (product.saleFrom !== null && today < product.saleFrom) return product.announce ? 'coming' : 'off';
  return 'on-sale';
}

/** The sizes a shopper may see: those the owner has not closed, in the owner's order. */
export const openSizes = <S extends Pick<SizeFacts, 'closed'>>(sizes: readonly S[]): S[] =>
  sizes.filter((size) => !size.closed);

/** Whether a size can be added to a cart: open, and with stock left (or unlimited). */
export const sizeAvailable = (size: Pick<SizeFacts, 'closed' | 'stock'>): boolean =>
  !size.closed && (size.stock === null || size.stock > 0);

/**
 * The size an order line means: the one named, or — for a line without one, as every client before
 * sizes sends it — the product's first (the spec's `price` is the first size's). Undefined when the
 * named one is not the product's.
 */
export function sizeOfLine<S extends { _id: string }>(
  product: { sizes: readonly S[] },
  sizeId: string | undefined | null,
): S | undefined {
  return sizeId ? product.sizes.find((size) => size._id === sizeId) : product.sizes[0];
}

/** A product's title with its size, as a line names it: «ল্যাংড়া আম — ১০ কেজি». */
export const titleWithSize = (title: string, sizeName: string): string =>
  sizeName === '' ? title : `${title} — ${sizeName}`;

/** The storefront's and the server's words for sizes and season. */
export const catalogRuleMessages = {
  soldOut: 'স্টক শেষ',
  notOnSale: (title: string) => `«${title}» এখন বিক্রি হচ্ছে না`,
  sizeGone: (title: string) => `«${title}»-এর এই সাইজটি আর নেই`,
  /** What is left of a size, named: the refusal a second customer for the last box reads. */
  stockLeft: (title: string, left: number) =>
    left === 0 ? `«${title}» স্টক শেষ` : `«${title}» আর মাত্র ${formatBengaliWhole(left)}টি আছে`,
} as const;
