import { describe, expect, it } from 'vitest';
import { formatTaka } from './money';

describe('formatTaka', () => {
  it('writes whole taka with the sign first and Bengali digits', () => {
    expect(formatTaka(1250)).toBe('৳১,২৫০');
    expect(formatTaka(80)).toBe('৳৮০');
    expect(formatTaka(0)).toBe('৳০');
  });

  it('groups large amounts the way Bangladesh reads them (lakh)', () => {
    expect(formatTaka(125000)).toBe('৳১,২৫,০০০');
  });

  it('never shows a fraction', () => {
    expect(formatTaka(99.6)).toBe('৳১০০');
  });

  it('puts the minus before the sign', () => {
    expect(formatTaka(-50)).toBe('-৳৫০');
  });
});
