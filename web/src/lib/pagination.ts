/** A page number to show, or a gap (…) between far-apart numbers. */
export type PageItem = number | 'gap';

/** How many pages a list of `total` items has at `limit` a page (at least 1, so "page 1 of 1"). */
export const pageCount = (total: number, limit: number): number => Math.max(1, Math.ceil(total / limit));

/**
 * The page buttons of a pager, short enough for a phone: the first and last page, the current page
 * with one neighbour each side, and gaps for the rest (1 … 4 5 6 … 12).
 */
export function pageWindow(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const pages = new Set([1, totalPages, current - 1, current, current + 1]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= totalPages).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of sorted) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
