import { normalizeBangladeshiMobile, routes } from '@haat/contract';
import { ApiError, call } from '@/lib/api-client';

/** What a known phone's last order said: to fill a form staff are entering for the same customer. */
export type KnownCustomer = { name: string; city: string; address: string };

/**
 * GET /customer/{phone} (owners and order staff), read for the new-order form and the draft's
 * convert sheet: the name and the last order's city and address of a phone that ordered before;
 * null for a phone that never did, or that is no mobile number yet (still being typed).
 */
export async function getKnownCustomer(raw: string, signal?: AbortSignal): Promise<KnownCustomer | null> {
  const phone = normalizeBangladeshiMobile(raw);
  if (phone === null) return null;
  try {
    const customer = await call(routes.customers.get, { params: { phone }, signal });
    const last = customer.orders[0];
    return last ? { name: customer.name, city: last.city, address: last.address } : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
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
