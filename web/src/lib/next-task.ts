import { useEffect, useState } from 'react';

/** Resolves with `value` in a task of its own (a timer), not in the microtask that called it. */
export function inNextTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0));
}

/**
 * For a part of a screen drawn a task after the rest: false for one task when `defer`, then true;
 * true from the start otherwise.
 */
export function useDrawnInNextTask(defer: boolean): boolean {
  const [drawn, setDrawn] = useState(!defer);
  useEffect(() => {
    if (drawn) return;
    const timer = setTimeout(() => setDrawn(true), 0);
    return () => clearTimeout(timer);
  }, [drawn]);
  return drawn;
}
