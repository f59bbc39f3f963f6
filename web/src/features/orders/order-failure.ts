import { isAlreadyReceived, normalizeBangladeshiMobile, type Order } from '@haat/contract';
import { ApiError } from '@/lib/api-client';
import { journeyMessages } from './journey-messages';
import { placedOrders } from './placed-orders';

type Sent = { phone: string; products: ReadonlyArray<{ product: string; quantity: number }> };

/**
 * What a refused or unanswered order is, when it is not a failure (decision 069):
 * - `placedHere`: the server already has this phone's basket, and this browser placed it;
 * - `alreadyReceived`: the server already has it, placed elsewhere (its words say so, in Bengali);
 * - `lostAnswer`: no answer came (the connection dropped, a gateway timed out), so the order may
 *   have arrived; sending again is safe, the Idempotency-Key answers the same order.
 * Null for a real failure, which the form shows as "Order Failed!" (product spec §8).
 */
export type NotAFailure =
  | { kind: 'placedHere'; order: Order }
  | { kind: 'alreadyReceived'; message: string }
  | { kind: 'lostAnswer' };

const basketOf = (lines: Sent['products']) =>
  lines
    .map((line) => `${line.product}×${line.quantity}`)
    .sort()
    .join(',');

export function notAFailure(
  error: unknown,
  sent: Sent,
  kept: () => Order[] = placedOrders,
): NotAFailure | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 0 || error.status === 502 || error.status === 504) return { kind: 'lostAnswer' };
  if (error.status !== 409 || !isAlreadyReceived(error.data)) return null;
  const phone = normalizeBangladeshiMobile(sent.phone);
  const basket = basketOf(sent.products);
  const order = kept().find(
    (placed) =>
      placed.phone === phone &&
      basketOf(placed.products.map((line) => ({ product: line.product._id, quantity: line.quantity }))) ===
        basket,
  );
  return order ? { kind: 'placedHere', order } : { kind: 'alreadyReceived', message: error.message };
}

/** The popup of a repeat placed elsewhere or of a lost answer: a warning in Bengali, not a failure. */
export function notAFailurePopup(repeat: Exclude<NotAFailure, { kind: 'placedHere' }>) {
  return repeat.kind === 'lostAnswer'
    ? {
        kind: 'warning' as const,
        title: journeyMessages.lostAnswerTitle,
        body: journeyMessages.lostAnswerBody,
      }
    : { kind: 'warning' as const, title: journeyMessages.alreadyReceivedTitle, body: repeat.message };
}
