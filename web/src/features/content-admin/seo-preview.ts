import { seoDefaults } from '@haat/contract';
import { truncate } from '@/lib/text';

/** About where Google cuts a result's title and description on a phone (it measures pixels, not letters). */
export const SEO_TITLE_LIMIT = 60;
export const SEO_DESCRIPTION_LIMIT = 160;

export type SearchSnippet = { title: string; url: string; description: string };

/**
 * `https://www.haat.com.bd/shop/mango?x=1` → `haat.com.bd › shop › mango`, the way a search result
 * writes the address above its title. Falls back to the given origin when the field is blank or not
 * a web address yet.
 */
export function displayUrl(url: string, fallbackOrigin: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim() || fallbackOrigin);
  } catch {
    try {
      parsed = new URL(fallbackOrigin);
    } catch {
      return '';
    }
  }
  const host = parsed.host.replace(/^www\./, '');
  const segments = parsed.pathname.split('/').filter(Boolean).map(decodeSegment);
  return [host, ...segments].join(' › ');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * What a search result for the shop would show: the title and description cut where Google cuts
 * them, and the shop's defaults (the same the server writes into the page) for blank fields.
 */
export function searchSnippet(
  fields: { title: string; description: string; url: string },
  fallbackOrigin: string,
): SearchSnippet {
  return {
    title: truncate(fields.title.trim() || seoDefaults.title, SEO_TITLE_LIMIT),
    url: displayUrl(fields.url, fallbackOrigin),
    description: truncate(fields.description.trim() || seoDefaults.description, SEO_DESCRIPTION_LIMIT),
  };
}
