import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { adminMessages } from '@/lib/admin-messages';
import { hasUnsavedChanges, leavesPage } from '@/lib/unsaved-changes';

/**
 * Asks before unsaved edits are lost (decision 017): a move to another page of the back office gets
 * the browser's confirmation in Bengali; closing or reloading the tab gets the browser's own
 * "leave site?" question (browsers show their own words there, whatever the page asks). Mounted once,
 * in the admin layout; forms report their edits with `useUnsavedChanges`.
 */
export function LeaveGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasUnsavedChanges() && leavesPage(currentLocation, nextLocation),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(adminMessages.leaveUnsaved)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return null;
}
