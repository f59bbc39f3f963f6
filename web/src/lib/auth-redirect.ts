import { paths } from '@haat/contract';

/** The query parameter of the login page that holds where the admin was going. */
export const NEXT_PARAM = 'next';

/**
 * Where to go after signing in: the page the admin was sent away from, when it is a back-office page
 * of this site; the dashboard otherwise. Anything else (another site, `//evil.example`, the login page
 * itself) is ignored, so a crafted login link cannot send the owner elsewhere.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next) return paths.adminDashboard;
  if (!next.startsWith('/admin') || next.startsWith('//') || next.includes('\\')) return paths.adminDashboard;
  const pathname = next.split(/[?#]/, 1)[0] ?? '';
  if (pathname !== paths.adminHome && !pathname.startsWith(`${paths.adminHome}/`))
    return paths.adminDashboard;
  if (pathname === paths.adminLogin || pathname.startsWith(`${paths.adminLogin}/`))
    return paths.adminDashboard;
  return next;
}

/** The login page's address that brings the admin back to `from` (path plus query) afterwards. */
export function loginPathFor(from: string): string {
  const target = safeNextPath(from);
  if (target === paths.adminDashboard || target === paths.adminHome) return paths.adminLogin;
  return `${paths.adminLogin}?${new URLSearchParams({ [NEXT_PARAM]: target })}`;
}
