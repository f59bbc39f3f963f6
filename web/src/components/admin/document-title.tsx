import { useEffect } from 'react';

/**
 * The tab's title while the page is shown, set from an effect (decision 032). React 19 could hoist a
 * rendered `<title>` into the head instead; the effect was kept on React (decision 045) because the
 * server's first picture of the orders screen (decision 041) must draw nothing outside its box.
 */
export function DocumentTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}
