import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';

/**
 * The router around a component under test: the one the app's entries use, on jsdom's history, so a
 * test reads where the app went from `window.location`. The one place a change of router touches the
 * component tests.
 */
export function TestRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter>{children}</BrowserRouter>;
}
