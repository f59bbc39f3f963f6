import { toAsciiDigits } from '@haat/contract';

/**
 * A run of digits (ASCII or Bengali) that may be split by the characters people write numbers with
 * — spaces, dots, dashes, a plus, brackets, slashes — the separators the phone normaliser drops.
 */
const DIGIT_RUN = /[0-9০-৯](?:[\s.+\-()/]{0,2}[0-9০-৯])+/g;

/**
 * Masks anything in a logged string that could be a phone number — six or more digits, in ASCII or
 * Bengali, possibly split as above — keeping the first three and last two digits (in ASCII) so an
 * engineer can still tell requests apart: `01712345678`, `০১৭১২৩৪৫৬৭৮` and `017.123.456.78` all
 * become `017******78`.
 */
export function maskPhoneNumbers(text: string): string {
  return text.replace(DIGIT_RUN, (run) => {
    const digits = toAsciiDigits(run).replace(/\D/g, '');
    if (digits.length < 6) return run;
    return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 5)}${digits.slice(-2)}`;
  });
}

/** Percent-decodes what can be decoded; a malformed escape is left as it came. */
function decodeLeniently(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      return escapes;
    }
  });
}

/**
 * The request line as the log keeps it: percent-decoded first (a phone searched as
 * `%E0%A7%A6%E0%A7%A7...` or `017%2E110...` is still a phone), `+` read as a space in the query, then
 * every phone-like run masked. The result is for reading, not for replaying.
 */
export function urlForLog(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1).replaceAll('+', ' ');
  const readable = decodeLeniently(path) + (queryStart === -1 ? '' : `?${decodeLeniently(query)}`);
  return maskPhoneNumbers(readable);
}
