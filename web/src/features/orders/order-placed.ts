/**
 * History state the order form sets when it sends the customer to the success page, which then
 * shows the "Order Placed!" popup. Only that navigation carries it: opening the link later does not.
 */
export const ORDER_PLACED_STATE = 'orderPlaced';

export const cameFromCheckout = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as Record<string, unknown>)[ORDER_PLACED_STATE] === true;
