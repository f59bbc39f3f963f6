import type { Order } from '@haat/contract';

/** How often a page asks again while a parcel waits for the courier's answer (the outbox books it). */
export const PARCEL_BOOKING_POLL_MS = 1_500;
/** After this long the courier is slow or down and the outbox retries in minutes: asking often is waste. */
const FAST_POLL_FOR_MS = 60_000;
const SLOW_POLL_MS = 15_000;

/**
 * The refetch interval of a query showing these orders: often while one of them is being booked, so
 * staff see the courier's answer (booked, or refused with its reason) without reloading; nothing to
 * ask for otherwise. The age is judged by the server's `requestedAt`; a phone whose clock runs ahead
 * only starts on the slower pace sooner.
 */
export function parcelPollInterval(orders: readonly Order[], now = Date.now()): number | false {
  const booking = orders.filter((order) => order.parcel?.state === 'booking');
  if (booking.length === 0) return false;
  const newest = Math.max(...booking.map((order) => Date.parse(order.parcel?.requestedAt ?? '')));
  return now - newest < FAST_POLL_FOR_MS ? PARCEL_BOOKING_POLL_MS : SLOW_POLL_MS;
}
