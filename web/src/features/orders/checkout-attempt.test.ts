import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_ATTEMPT_KEY,
  finishCheckoutAttempt,
  idempotencyKeyFor,
  randomIdempotencyKey,
} from './checkout-attempt';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const body = { name: 'রহিম', products: [{ product: 'p1', quantity: 2 }], shipping: 80, total: 1980 };

describe('idempotencyKeyFor', () => {
  it('reuses the key for a retry of the same order, also after a reload', () => {
    const storage = memoryStorage();
    let next = 0;
    const newKey = () => `key-${++next}-aaaaaaaa`;
    const first = idempotencyKeyFor(body, storage, newKey);
    expect(idempotencyKeyFor({ ...body }, storage, newKey)).toBe(first);
    expect(JSON.parse(storage.data.get(CHECKOUT_ATTEMPT_KEY) ?? '{}').key).toBe(first);
  });

  it('makes a new key when the order changed (the server refuses a key with another order)', () => {
    const storage = memoryStorage();
    const first = idempotencyKeyFor(body, storage);
    const second = idempotencyKeyFor({ ...body, total: 2000 }, storage);
    expect(second).not.toBe(first);
  });

  it('starts over once the order was placed', () => {
    const storage = memoryStorage();
    const first = idempotencyKeyFor(body, storage);
    finishCheckoutAttempt(storage);
    expect(storage.data.has(CHECKOUT_ATTEMPT_KEY)).toBe(false);
    expect(idempotencyKeyFor(body, storage)).not.toBe(first);
  });

  it('keeps the key in memory when storage is off', () => {
    finishCheckoutAttempt(null);
    const first = idempotencyKeyFor(body, null);
    expect(idempotencyKeyFor(body, null)).toBe(first);
  });
});

describe('randomIdempotencyKey', () => {
  it('is 32 hex characters, which the server accepts (8 to 200 printable characters)', () => {
    const key = randomIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(randomIdempotencyKey()).not.toBe(key);
  });
});
