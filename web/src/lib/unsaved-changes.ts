/**
 * Which admin forms hold edits not yet saved. A form reports itself with `useUnsavedChanges`; the one
 * leave guard of the back office (components/admin/leave-guard.tsx) asks before a page with any of
 * them is left. One registry rather than a blocker per form: the router allows one blocker at a
 * time, and a page can hold two forms (business info and delivery fees).
 */
import { useLayoutEffect, useRef } from 'react';

const dirtyForms = new Set<symbol>();

export const hasUnsavedChanges = (): boolean => dirtyForms.size > 0;

/** Whether a move inside the app leaves the page: a new path, not just another query or hash. */
export const leavesPage = (from: { pathname: string }, to: { pathname: string }): boolean =>
  from.pathname !== to.pathname;

/**
 * Reports a form's unsaved edits while it is on the screen. Answers `release`, for the moment a
 * save has succeeded and the form moves on by itself (back to its list) before it is reset.
 */
export function useUnsavedChanges(dirty: boolean): { release: () => void } {
  const token = useRef(Symbol('form'));
  // A layout effect: it runs as the edit is drawn. A plain effect may run a frame later, and a tab
  // closed within that frame would leave without the browser's question.
  useLayoutEffect(() => {
    if (!dirty) return;
    const form = token.current;
    dirtyForms.add(form);
    return () => {
      dirtyForms.delete(form);
    };
  }, [dirty]);
  return { release: () => dirtyForms.delete(token.current) };
}
