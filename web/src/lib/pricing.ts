import { effectivePrice } from '@haat/contract';

/**
 * The shop's money rules the storefront needs at first load. They live in the contract's `rules`
 * module, which builds no zod schema, so importing them keeps zod out of the landing page.
 */
export { DEFAULT_SHIPPING_FEE, effectivePrice, formatInvoiceNumber, MAX_LINE_QUANTITY } from '@haat/contract';

type PricedLine = { price: number; discountPrice: number; quantity: number };

export type OrderTotals = { subtotal: number; shipping: number; total: number };

/** Product spec §9: total = sum of quantity times the effective price, plus shipping. Whole taka. */
export function orderTotals(lines: readonly PricedLine[], shipping: number): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + effectivePrice(line) * line.quantity, 0);
  return { subtotal, shipping, total: subtotal + shipping };
}
