import { useEffect } from 'react';

/**
 * Where the order list was scrolled when an order was opened from it (so Go Back returns to the
 * list exactly as it was). Kept for the tab only, for one list (its query string), and used once.
 */
const KEY = 'haat.orders.scroll';
/** A position older than this belongs to another visit, not to this Go Back. */
const FRESH_MS = 30 * 60 * 1000;

export function rememberListScroll(listSearch: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ listSearch, y: window.scrollY, at: Date.now() }));
  } catch {
    // Storage refused (private mode, full): the list simply opens at its top.
  }
}

/** Scrolls back to where this list was left, once its rows are on the page (`ready`). */
export function useRestoredListScroll(listSearch: string, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    let saved: { listSearch?: unknown; y?: unknown; at?: unknown } | null = null;
    try {
      saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
      sessionStorage.removeItem(KEY);
    } catch {
      return;
    }
    if (!saved || saved.listSearch !== listSearch || typeof saved.y !== 'number') return;
    if (typeof saved.at !== 'number' || Date.now() - saved.at > FRESH_MS) return;
    window.scrollTo(0, saved.y);
  }, [listSearch, ready]);
}
