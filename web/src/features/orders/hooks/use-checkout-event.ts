import { type RefObject, useEffect, useRef } from 'react';
import { type AnalyticsLine, trackCheckout } from '@/lib/analytics';

/** Product spec §7: the order section is "in view" once at least half of it is visible... */
const HALF = 0.5;
const THRESHOLDS = Array.from({ length: 21 }, (_, step) => step / 20);

/**
 * ...or, for a section taller than two screens (a phone with a few products in the cart), once it
 * fills half the screen: half of such a section can never be visible at once.
 */
export function isHalfVisible(entry: {
  isIntersecting: boolean;
  intersectionRatio: number;
  intersectionRect: { height: number };
  rootBounds: { height: number } | null;
}): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= HALF) return true;
  const viewport = entry.rootBounds?.height ?? 0;
  return viewport > 0 && entry.intersectionRect.height >= viewport * HALF;
}

/**
 * Pushes `checkout` once per visit to the page, the first time the order section is half in view
 * while the cart holds something. The cart and the fee are read when it fires, not when it is set up.
 */
export function useCheckoutEvent(
  sectionRef: RefObject<HTMLElement | null>,
  items: readonly AnalyticsLine[],
  shipping: number,
): void {
  const sent = useRef(false);
  const latest = useRef({ items, shipping });
  latest.current = { items, shipping };
  const hasItems = items.length > 0;

  useEffect(() => {
    const section = sectionRef.current;
    if (sent.current || !hasItems || !section || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (sent.current || !entries.some(isHalfVisible)) return;
        if (latest.current.items.length === 0) return;
        sent.current = true;
        observer.disconnect();
        trackCheckout(latest.current.items, latest.current.shipping);
      },
      { threshold: THRESHOLDS },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [sectionRef, hasItems]);
}
