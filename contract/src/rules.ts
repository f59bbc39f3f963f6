/**
 * The shop's money and order rules that pages need at first load. This module builds no zod schema,
 * so a bundle that imports only these does not pull in zod: the storefront stays light.
 */
import { toAsciiDigits } from './digits.js';

/** A product's price as the customer pays it: the discount price when one is set, else the price. */
export const effectivePrice = (product: { price: number; discountPrice: number }): number =>
  product.discountPrice > 0 ? product.discountPrice : product.price;

export type OrderTotals = { subtotal: number; shipping: number; total: number };

/**
 * The one total rule (product spec §9), shared by the order form and the server that checks it: the
 * sum of each line's quantity times its effective price, less a discount staff gave on the phone
 * (decision 027; never on the storefront), plus shipping. Whole taka.
 */
export function orderTotals(
  lines: ReadonlyArray<{ price: number; discountPrice: number; quantity: number }>,
  shipping: number,
  discount = 0,
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + effectivePrice(line) * line.quantity, 0);
  return { subtotal, shipping, total: subtotal - discount + shipping };
}

/** The fee the storefront shows until settings have loaded (product spec §9). */
export const DEFAULT_SHIPPING_FEE = 80;

export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 100;
export const INVOICE_PREFIX = 'INV-';

export const formatInvoiceNumber = (invoiceNumber: number): string => `${INVOICE_PREFIX}${invoiceNumber}`;

/**
 * Bangladeshi mobile numbers arrive in many spellings: Bengali digits, spaces, dashes, a +88 or 88
 * prefix. They are stored in one form, 01XXXXXXXXX, so search and the duplicate guard find them.
 * Returns null when the text is not a mobile number.
 */
export function normalizeBangladeshiMobile(raw: string): string | null {
  const ascii = toAsciiDigits(raw);
  const compact = ascii.replace(/[\s\-().]/g, '');
  const local = compact.replace(/^(\+?88)(?=01)/, '');
  return /^01[3-9]\d{8}$/.test(local) ? local : null;
}
