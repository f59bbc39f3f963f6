const ALLOWED = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s()-]+)$/i;
// `shop.com.bd/mango`: a web address typed without its scheme.
const BARE_DOMAIN = /^[\p{L}\d-]+(\.[\p{L}\d-]+)+(\/\S*)?$/u;

/**
 * What the owner typed into the editor's link prompt, as a link the server keeps (it drops other
 * schemes, such as `javascript:`): '' removes the link, null is not a link at all.
 */
export function normalizeLink(input: string): string | null {
  const value = input.trim();
  if (value === '') return '';
  if (ALLOWED.test(value)) return value;
  if (BARE_DOMAIN.test(value)) return `https://${value}`;
  return null;
}
