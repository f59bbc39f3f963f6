import { useIsMutating } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { statusChangeKey } from './api/update-order-status';

/** How long the list's rows stay untappable after they moved (decision 060): a second tap's gap. */
export const SETTLE_MS = 500;

/**
 * Whether the list's one-tap moves are closed to a tap (decision 060): while a status change is under
 * way (until the list is fetched again, the rows where they now are), and for `SETTLE_MS` after the
 * rows changed. A second tap of a double tap then lands on nothing, never on the order that slid
 * under the finger. `rowsKey` names the rows in their order; the first drawing does not count.
 */
export function useRowsSettling(rowsKey: string): boolean {
  const changing = useIsMutating({ mutationKey: statusChangeKey }) > 0;
  const [settling, setSettling] = useState(false);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rows that changed are what starts the wait
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setSettling(true);
    if (changing) return;
    const timer = setTimeout(() => setSettling(false), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [changing, rowsKey]);
  return changing || settling;
}
