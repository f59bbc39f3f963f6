const bengaliNumber = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 });

/** Whole taka with the taka sign and Bengali digits, e.g. 1280 → "৳১,২৮০". The one money formatter. */
export const formatTaka = (amount: number): string => `৳${bengaliNumber.format(amount)}`;
