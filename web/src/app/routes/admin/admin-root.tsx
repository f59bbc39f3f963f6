import { paths } from '@haat/contract';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SectionBoundary } from '@/components/admin/section-boundary';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { LoadError } from '@/components/ui/load-error';
import { adminMessages } from '@/lib/admin-messages';
import { SessionProvider, useSession } from '@/lib/auth';
import { loginPathFor } from '@/lib/auth-redirect';
import { useShellHandOver } from '@/lib/page-shell';

/**
 * Around every /admin page (login and print included): the session. Loaded on demand with the rest
 * of the back office. (The note to search engines is in admin.html's head.)
 */
export default function AdminRoot() {
  const { pathname } = useLocation();
  // The orders screen's first picture (decision 041) gives way to any other page: the login page
  // when the session has ended, a page the address was changed to.
  useShellHandOver(pathname !== paths.adminOrders);
  return (
    <SessionProvider>
      {/* Pages outside the layout (login, print) and the layout itself; each page has its own inside. */}
      <SectionBoundary resetKey={pathname}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </SectionBoundary>
    </SessionProvider>
  );
}

/**
 * The admin-only guard: a loader while the stored token is checked, then either the page or the
 * login page, which brings the admin back here (`?next=`) after signing in.
 */
export function RequireAdmin() {
  const { state, retry } = useSession();
  const location = useLocation();
  // While the session is checked, the orders screen's first picture (decision 041) stays up; a
  // server that cannot be reached shows its message instead.
  useShellHandOver(state.status === 'unreachable');
  if (state.status === 'checking') return <FullPageSpinner />;
  if (state.status === 'unreachable') {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-stone-100 px-4">
        <LoadError message={adminMessages.session.checkFailed} onRetry={retry} />
      </main>
    );
  }
  if (state.status === 'signed-out') {
    // After a deliberate logout the next sign-in starts on the dashboard; otherwise (no session yet,
    // or it expired) it comes back here.
    if (state.reason === 'logged-out') return <Navigate to={paths.adminLogin} replace />;
    return (
      <Navigate
        to={loginPathFor(`${location.pathname}${location.search}`)}
        replace
        state={{ from: location }}
      />
    );
  }
  return <Outlet />;
}

/** The spec's Go Back target, /admin/order/all-orders, is the order list (query kept). */
export function LegacyOrdersRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.adminOrders, search }} replace />;
}
