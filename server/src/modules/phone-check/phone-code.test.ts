import { describe, expect, it } from 'vitest';
import { asksForCode, holdsUntilCode, phoneCode } from './phone-check.service.js';

const key = new TextEncoder().encode('a-test-signing-key-of-forty-characters!!');

describe('phoneCode', () => {
  it('is six digits, the same for the same order and round, and another for the next round', () => {
    const first = phoneCode(key, 'order-a', 1);
    expect(first).toMatch(/^\d{6}$/);
    expect(phoneCode(key, 'order-a', 1)).toBe(first);
    expect(phoneCode(key, 'order-a', 2)).not.toBe(first);
    expect(phoneCode(new TextEncoder().encode('another-key'), 'order-a', 1)).not.toBe(first);
  });

  it('spreads over the six digits, leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, (_, index) => phoneCode(key, `order-${index}`, 1));
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.every((code) => code.length === 6)).toBe(true);
    const firstDigits = new Set(codes.map((code) => code[0]));
    expect(firstDigits.size).toBe(10);
  });
});

describe('which orders are asked for a code, and which wait for it', () => {
  it('asks none when off and every one otherwise; only held ones wait when risky, every one when all', () => {
    expect([asksForCode('off'), asksForCode('risky'), asksForCode('all')]).toEqual([false, true, true]);
    expect([holdsUntilCode('risky', false), holdsUntilCode('risky', true)]).toEqual([false, true]);
    expect([holdsUntilCode('all', false), holdsUntilCode('all', true)]).toEqual([true, true]);
  });
});
