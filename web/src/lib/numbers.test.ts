import { describe, expect, it } from 'vitest';
import { formatCount, formatOrdinal } from './numbers';

describe('formatOrdinal', () => {
  it('gives the first numbers their own endings and the rest তম', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(formatOrdinal)).toEqual(['১ম', '২য়', '৩য়', '৪র্থ', '৫ম', '৬ষ্ঠ', '১০ম']);
    expect(formatOrdinal(11)).toBe('১১তম');
    expect(formatOrdinal(21)).toBe('২১তম');
  });

  it('writes the number as counts are written', () => {
    expect(formatOrdinal(1500)).toBe(`${formatCount(1500)}তম`);
  });
});
