const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Keeps only the digits of a phone number, reading Bengali digits as their ASCII twins. */
const digitsOf = (phone: string): string =>
  phone.replace(/[০-৯]/g, (digit) => String(BENGALI_DIGITS.indexOf(digit))).replace(/\D/g, '');

/**
 * A Bangladeshi number in the international form wa.me wants: country code 880 and no leading zero
 * (01712345678, +880 1712-345678 and 8801712345678 all give 8801712345678). Numbers that already carry
 * another country code are kept as they are. Empty when there are no digits.
 */
export function toInternationalNumber(phone: string): string {
  const digits = digitsOf(phone);
  if (digits === '') return '';
  if (digits.startsWith('880')) return digits;
  if (digits.startsWith('0')) return `880${digits.slice(1)}`;
  if (digits.startsWith('1') && digits.length === 10) return `880${digits}`;
  return digits;
}

/**
 * `https://wa.me/<international number>`, with the first message typed in when `text` is given
 * (wa.me's `text` parameter), or null when there is no number.
 */
export function whatsAppLink(phone: string, text = ''): string | null {
  const number = toInternationalNumber(phone);
  if (!number) return null;
  return text ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : `https://wa.me/${number}`;
}

/** A `tel:` link that dials the number as written (spaces and dashes dropped, a leading + kept). */
export function telLink(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = digitsOf(trimmed);
  if (digits === '') return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
