import { useOutletContext } from 'react-router';

/**
 * What the back office's layout tells the page it draws (`<Outlet context>`): whether the screen is
 * as wide as `lg`, where the sidebar shows and a page's filters sit side by side. The layout already
 * follows the width for its sidebar; a page asks it instead of watching the width again.
 */
export type WideScreenContext = { wide: boolean };

/**
 * Whether the screen is `lg` wide. Outside the layout (the orders screen's first picture, drawn by
 * the server for a phone: decision 041) it is a phone's: false.
 */
export function useWideScreen(): boolean {
  return useOutletContext<WideScreenContext | undefined>()?.wide ?? false;
}
