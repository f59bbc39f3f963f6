import { normalizeBangladeshiMobile, routes } from '@haat/contract';
import { call } from '@/lib/api-client';

/** What a known phone's last order said: to fill a form staff are entering for the same customer. */
export type KnownCustomer = { name: string; city: string; address: string };

/**
 * The phone's newest order (GET /order/all-orders searched by the number, owners and order staff),
 * read for the new-order form and the draft's convert sheet: its name, city and address; null for a
 * phone that never ordered, or that is no mobile number yet (still being typed). The list answers an
 * unknown number with no orders, where the customer page would answer 404, which the browser logs.
 */
export async function getKnownCustomer(raw: string, signal?: AbortSignal): Promise<KnownCustomer | null> {
  const phone = normalizeBangladeshiMobile(raw);
  if (phone === null) return null;
  const orders = await call(routes.orders.list, { query: { search: phone, limit: 5 }, signal });
  const last = orders.find((order) => order.phone === phone);
  return last ? { name: last.name, city: last.city, address: last.address } : null;
}

/**
 * Fills the customer's empty fields from what a known phone ordered with last; what staff typed
 * stays. Answers the fields to change (none when nothing was known or nothing was empty).
 */
export function fillFromKnown<T extends KnownCustomer>(current: T, known: KnownCustomer | null): Partial<T> {
  if (!known) return {};
  const filled: Partial<KnownCustomer> = {};
  for (const field of ['name', 'city', 'address'] as const)
    if (current[field].trim() === '' && known[field] !== '') filled[field] = known[field];
  return filled as Partial<T>;
}
