import { useLayoutEffect } from 'react';

/**
 * The orders screen's first picture (decision 041). The server sends /admin/orders with the screen
 * drawn in its loading state, in `#admin-shell`, inert: the menu bar, the heading, the status tabs,
 * the search and the list's spinner, the same components the app draws, before any script has
 * arrived. It holds no data of anyone's (the server draws it without a session).
 *
 * The app meanwhile draws into `#root` while `#root` is off the page, and puts it in the shell's
 * place once it has drawn the screen the shell pictures (or anything else: the login page, an error),
 * in the same frame: a phone never sees the shell give way to a spinner and come back.
 */
const SHELL_ID = 'admin-shell';

let offPage: { shell: HTMLElement; root: HTMLElement } | null = null;

/** Where the app draws: `root`, taken off the page while a shell stands in for it. */
export function takeRootOffPageBehindShell(root: HTMLElement): void {
  const shell = document.getElementById(SHELL_ID);
  if (!shell) return;
  root.remove();
  offPage = { shell, root };
}

/** Whether a shell stands in for the app: it has not been handed over yet. */
export function isBehindShell(): boolean {
  return offPage !== null;
}

/** Puts the app in the shell's place; nothing when there is no shell (any page but the orders screen). */
export function handOverFromShell(): void {
  if (!offPage) return;
  const { shell, root } = offPage;
  offPage = null;
  shell.replaceWith(root);
}

/** Hands over as the calling screen is drawn (before the browser paints it), when `ready`. */
export function useShellHandOver(ready = true): void {
  useLayoutEffect(() => {
    if (ready) handOverFromShell();
  }, [ready]);
}
