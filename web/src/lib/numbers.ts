// Bengali digits, grouped the way Bangladesh reads numbers (১,২৫,০০০), like the money formatter.
const bengaliNumber = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 });

/** A count (orders, items, pages) in Bengali digits. */
export const formatCount = (value: number): string => bengaliNumber.format(value);
