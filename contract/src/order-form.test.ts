import { describe, expect, it } from 'vitest';
import { lineOfQuantityKey, phoneMessages, phoneProblem, quantityKey } from './order-form.js';
import { CustomerDetailsSchema } from './orders.js';

describe('what is wrong with a phone (decision 069)', () => {
  it.each([
    ['', phoneMessages.missing],
    ['  ', phoneMessages.missing],
    ['0171', phoneMessages.tooShort(4)],
    ['০১৭১২৩৪৫', phoneMessages.tooShort(8)],
    ['+880 1712-3456', phoneMessages.tooShort(9)],
    ['02912345678', phoneMessages.notMobile],
    ['017123456789', phoneMessages.notMobile],
    ['01212345678', phoneMessages.notMobile],
    ['০১৭১২৩৪৫৬৭x', phoneMessages.notMobile],
  ])('%j: %s', (phone, message) => {
    expect(phoneProblem(phone)).toBe(message);
    const parsed = CustomerDetailsSchema.safeParse({ name: 'ক', phone, city: 'ঢাকা', address: 'ঠিকানা' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('the quantity fields of the server-drawn form (decisions 064, 069)', () => {
  const product = 'p'.repeat(16);
  const size = 's'.repeat(16);

  it('names a product of one size by the product alone, one size of several by both', () => {
    expect(quantityKey(product)).toBe(product);
    expect(quantityKey(product, size)).toBe(`${product}.${size}`);
  });

  it('reads each key back as the order line it names', () => {
    expect(lineOfQuantityKey(quantityKey(product))).toEqual({ product });
    expect(lineOfQuantityKey(quantityKey(product, size))).toEqual({ product, size });
    // A trailing dot is a product without a size, not a size named "".
    expect(lineOfQuantityKey(`${product}.`)).toEqual({ product });
  });
});
