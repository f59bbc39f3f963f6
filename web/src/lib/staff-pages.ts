import { type AdminRole, paths } from '@haat/contract';

/**
 * The back-office pages order staff work in (decision 028): the dashboard and the order desk (orders,
 * customers, and the incomplete checkouts they call back). Every other page is the owners'; the server
 * refuses staff its calls anyway (403), and the page says so instead of failing to load.
 */
export function mayOpenPage(role: AdminRole, pathname: string): boolean {
  if (role === 'admin') return true;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    path === paths.adminHome ||
    path === paths.adminDashboard ||
    path === paths.adminOrders ||
    path === paths.adminOrdersLegacy ||
    path === paths.adminCheckoutDrafts ||
    path.startsWith('/admin/order/') ||
    path.startsWith('/admin/customer/') ||
    path.startsWith(`${paths.adminOrders}/`)
  );
}
