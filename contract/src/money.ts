const TAKA_SIGN = '৳';

import { formatBengaliWhole } from './digits.js';

/**
 * The one money formatter: whole taka, taka sign first, Bengali digits in the lakh grouping customers
 * read (`৳১,২৫০`, `৳১,২৫,০০০`), the sign before the number as on price tags here.
 */
export function formatTaka(amount: number): string {
  const whole = Math.round(amount);
  const sign = whole < 0 ? '-' : '';
  return `${sign}${TAKA_SIGN}${formatBengaliWhole(Math.abs(whole))}`;
}
