import { createContext } from 'react';

/**
 * The markup of the server's order form for the landing page's order box (decision 070), drawn by
 * the server's render only (entry-server.tsx). The browser keeps that markup as it came and never
 * hydrates it: the form posts without the app, and its code would cost the app's first script.
 */
export const ServerFormMarkup = createContext<string | null>(null);

/** The attribute of the element that holds it in the page. */
export const SERVER_FORM_ATTRIBUTE = 'data-server-form';

/**
 * Whether the visitor has begun on the form inside `holder`: a field is focused or holds something
 * other than what the server drew. Such a form is not replaced by the app's: its typing would be
 * lost (decision 070).
 */
export function formWasTouched(holder: HTMLElement): boolean {
  if (holder.contains(document.activeElement)) return true;
  return Array.from(holder.querySelectorAll('input, textarea, select')).some((element) => {
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
      return element.value !== element.defaultValue;
    if (element instanceof HTMLSelectElement)
      return Array.from(element.options).some((option) => option.selected !== option.defaultSelected);
    return false;
  });
}
