/**
 * The shop's money rules the storefront needs at first load. They live in the contract's `rules`
 * module, which builds no zod schema, so importing them keeps zod out of the landing page. The order
 * total is the server's own rule (`orderTotals`), so the form shows exactly what the server will check.
 */
export {
  DEFAULT_SHIPPING_FEE,
  effectivePrice,
  formatInvoiceNumber,
  MAX_LINE_QUANTITY,
  type OrderTotals,
  orderTotals,
} from '@haat/contract';
