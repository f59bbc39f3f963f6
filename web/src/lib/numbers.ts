import { formatBengaliWhole } from '@haat/contract';

/** A count (orders, items, pages) in Bengali digits, grouped like money (১,২৫,০০০). */
export const formatCount = (value: number): string => formatBengaliWhole(value);

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
  `${formatBengaliWhole(value)}${ORDINAL_ENDINGS[value] ?? 'তম'}`;
