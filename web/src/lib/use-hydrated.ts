import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true from then on (and
 * at once on a page the browser renders itself). For parts that only exist in the browser, such as
 * code loaded on demand: rendering a placeholder in both of the first renders keeps them identical.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
