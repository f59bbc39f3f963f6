import { describe, expect, it } from 'vitest';
import { phoneMessages, phoneProblem } from './order-form.js';
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
