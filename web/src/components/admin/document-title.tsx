import { useEffect } from 'react';

/**
 * The tab's title while the page is shown. Set from an effect, not as a `<title>` element: React 19
 * moves a rendered `<title>` into the head, but the back office runs on Preact (decision 032), which
 * would leave it in the page's body and the tab without a name.
 */
export function DocumentTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}
