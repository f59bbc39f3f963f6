/**
 * Bengali and ASCII digits, both ways. Customers and the owner type either; what the shop says in
 * Bengali shows Bengali digits. This module builds no zod schema, so the storefront can use it freely.
 */
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** `৫০০` → `500`: the owner may type prices, customers phone numbers, with Bengali digits. */
export const toAsciiDigits = (text: string): string =>
  text.replace(/[০-৯]/g, (digit) => String(BENGALI_DIGITS.indexOf(digit)));

/** `500` → `৫০০`: a number inside a Bengali sentence. */
export const toBengaliDigits = (value: number | string): string =>
  String(value).replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)] as string);

/**
 * A whole number in Bengali digits, grouped the way Bangladesh reads numbers (`১,২৫,০০০`: the last
 * three digits, then pairs), rounded half away from zero. It writes what `Intl.NumberFormat('bn-BD')`
 * writes, by hand: the first Intl object a page builds loads the browser's locale data, about 50 ms
 * of one task on a mid-range phone before anything is drawn, and the money and count
 * formatters were built as their modules loaded.
 */
export function formatBengaliWhole(value: number): string {
  const whole = Math.round(Math.abs(value));
  const digits = String(whole);
  const lastThree = digits.slice(-3);
  const lakhs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = lakhs ? `${lakhs},${lastThree}` : lastThree;
  return `${value < 0 && whole !== 0 ? '-' : ''}${toBengaliDigits(grouped)}`;
}
