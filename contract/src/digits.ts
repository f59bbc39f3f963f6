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
