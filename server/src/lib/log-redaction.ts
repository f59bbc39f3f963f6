/**
 * Masks anything in a logged string that could be a phone number — a run of six or more digits, in
 * ASCII or Bengali, possibly split by spaces, dashes or their URL encodings — keeping the first three
 * and last two digits so an engineer can still tell requests apart: `01712345678` → `017******78`.
 */
export function maskPhoneNumbers(text: string): string {
  return text.replace(/(?:[0-9০-৯](?:%20|%2D|[\s+-])?){6,}/gi, (run) => {
    const digits = run.replace(/%20|%2D|[\s+-]/gi, '');
    if (digits.length < 6) return run;
    return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 5)}${digits.slice(-2)}`;
  });
}
