/**
 * The Idempotency-Key of a checkout attempt. The server answers the first order again for a key it
 * has seen, so a retry after a lost answer (a timeout on mobile data, a reload) must reuse the key;
 * but it refuses a known key with a different order, so a changed order needs a new one. The key
 * is therefore kept with the exact body it was made for, in sessionStorage so that it survives a
 * reload of the tab, and dropped once the order has been placed.
 */
export const CHECKOUT_ATTEMPT_KEY = 'haat:checkoutAttempt';

type AttemptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Attempt = { key: string; body: string };

/** 128 random bits as 32 hex characters; getRandomValues also works where randomUUID does not (http). */
export function randomIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const browserStorage = (): AttemptStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

// Used when sessionStorage is off: the key then lasts as long as the page.
let inMemory: Attempt | null = null;

function readAttempt(storage: AttemptStorage | null): Attempt | null {
  try {
    const raw = storage?.getItem(CHECKOUT_ATTEMPT_KEY);
    if (!raw) return inMemory;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as Attempt).key === 'string' &&
      typeof (parsed as Attempt).body === 'string'
    ) {
      return parsed as Attempt;
    }
  } catch {
    // Unreadable: start a new attempt.
  }
  return inMemory;
}

/** The key for sending this body: the current attempt's when the body is the same, else a new one. */
export function idempotencyKeyFor(
  body: unknown,
  storage: AttemptStorage | null = browserStorage(),
  newKey: () => string = randomIdempotencyKey,
): string {
  const serialised = JSON.stringify(body);
  const current = readAttempt(storage);
  if (current && current.body === serialised) return current.key;
  const attempt = { key: newKey(), body: serialised };
  inMemory = attempt;
  try {
    storage?.setItem(CHECKOUT_ATTEMPT_KEY, JSON.stringify(attempt));
  } catch {
    // Kept in memory only.
  }
  return attempt.key;
}

/** The order went through: the next checkout is a new attempt. */
export function finishCheckoutAttempt(storage: AttemptStorage | null = browserStorage()): void {
  inMemory = null;
  try {
    storage?.removeItem(CHECKOUT_ATTEMPT_KEY);
  } catch {
    // Nothing stored.
  }
}
