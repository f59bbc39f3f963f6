// Bengali digits, grouped the way Bangladesh reads numbers (১,২৫,০০০), like the money formatter.
const bengaliNumber = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 });

/** A count (orders, items, pages) in Bengali digits. */
export const formatCount = (value: number): string => bengaliNumber.format(value);

// Bengali ranks take their own endings for the first few numbers (১ম, ২য়, ৪র্থ, ৬ষ্ঠ), then তম.
const ORDINAL_ENDINGS: Record<number, string> = {
  1: 'ম',
  2: 'য়',
  3: 'য়',
  4: 'র্থ',
  5: 'ম',
  6: 'ষ্ঠ',
  7: 'ম',
  8: 'ম',
  9: 'ম',
  10: 'ম',
};

/** A rank in Bengali digits and words: ১ম, ২য়, ৪র্থ, ১১তম (the first, second... code sent to a phone). */
export const formatOrdinal = (value: number): string =>
  `${bengaliNumber.format(value)}${ORDINAL_ENDINGS[value] ?? 'তম'}`;
