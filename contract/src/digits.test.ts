import { describe, expect, it } from 'vitest';
import { formatBengaliWhole } from './digits.js';
import { formatTaka } from './money.js';

// What the formatter replaces: the browser's own Bengali number format (Node carries the same ICU data).
const intl = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 });

describe('formatBengaliWhole', () => {
  it('groups the last three digits, then pairs, in Bengali digits', () => {
    expect(formatBengaliWhole(0)).toBe('০');
    expect(formatBengaliWhole(999)).toBe('৯৯৯');
    expect(formatBengaliWhole(1250)).toBe('১,২৫০');
    expect(formatBengaliWhole(125000)).toBe('১,২৫,০০০');
    expect(formatBengaliWhole(12345678)).toBe('১,২৩,৪৫,৬৭৮');
    expect(formatBengaliWhole(-1250)).toBe('-১,২৫০');
  });

  it('writes what Intl.NumberFormat("bn-BD") writes, rounding included', () => {
    const values = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000];
    for (let value = 1; value < 2 ** 40; value = value * 3 + 7) values.push(value, -value);
    values.push(0.4, 0.5, 1.5, 2.5, 1249.5, 99999.5, -2.5, Number.MAX_SAFE_INTEGER);
    for (const value of values) expect(formatBengaliWhole(value), String(value)).toBe(intl.format(value));
  });

  it('writes a negative amount that rounds to nothing as nothing, where Intl writes "-০"', () => {
    expect(formatBengaliWhole(-0.4)).toBe('০');
  });

  it('is what the money formatter writes after the taka sign', () => {
    expect(formatTaka(125000)).toBe('৳১,২৫,০০০');
    expect(formatTaka(-80)).toBe('-৳৮০');
  });
});
