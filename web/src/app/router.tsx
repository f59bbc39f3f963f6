import { routePatterns } from '@haat/contract';
import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { PublicLayout } from './layouts/public-layout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { OrderSuccessRoute } from './routes/order-success';

// The back office loads on demand: none of its code reaches a customer's phone on the storefront.
// Each page is its own chunk; the session, guard and layout come with the first one opened.
const adminRoot = () => import('./routes/admin/admin-root');
const AdminRoot = lazy(adminRoot);
const RequireAdmin = lazy(() => adminRoot().then((module) => ({ default: module.RequireAdmin })));
const LegacyOrdersRedirect = lazy(() =>
  adminRoot().then((module) => ({ default: module.LegacyOrdersRedirect })),
);
const AdminLayout = lazy(() => import('./layouts/admin-layout'));
const AdminLoginRoute = lazy(() => import('./routes/admin/login'));
const DashboardRoute = lazy(() => import('./routes/admin/dashboard'));
const OrdersRoute = lazy(() => import('./routes/admin/orders'));
const OrderRoute = lazy(() => import('./routes/admin/order'));
const PrintOrderRoute = lazy(() => import('./routes/admin/print-order'));
const AdministratorsRoute = lazy(() => import('./routes/admin/administrators'));
const AddAdministratorRoute = lazy(() => import('./routes/admin/add-administrator'));
const AdminPlaceholderRoute = lazy(() => import('./routes/admin/admin-placeholder'));

/** Content screens of spec section 2 built in a later issue: an honest placeholder inside the layout. */
const adminContentPatterns = [
  routePatterns.adminProducts,
  routePatterns.adminAddProduct,
  routePatterns.adminEditProduct,
  routePatterns.adminFeatures,
  routePatterns.adminAddFeature,
  routePatterns.adminEditFeature,
  routePatterns.adminFeatureSection,
  routePatterns.adminFaqSection,
  routePatterns.adminFaqs,
  routePatterns.adminAddFaq,
  routePatterns.adminEditFaq,
  routePatterns.adminFavicon,
  routePatterns.adminLogo,
  routePatterns.adminSeo,
  routePatterns.adminBanner,
  routePatterns.adminBusinessInfo,
];

function AdminBoundary() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * Every page of spec section 2, built from the contract's `routePatterns`. No router around it:
 * the browser entry wraps it in a BrowserRouter, server rendering in a StaticRouter.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path={routePatterns.home} element={<HomeRoute />} />
        <Route path={routePatterns.orderSuccess} element={<OrderSuccessRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
      <Route element={<AdminBoundary />}>
        <Route element={<AdminRoot />}>
          <Route path={routePatterns.adminLogin} element={<AdminLoginRoute />} />
          <Route element={<RequireAdmin />}>
            {/* Admin-only, but outside the layout: the invoice prints alone. */}
            <Route path={routePatterns.adminPrintOrder} element={<PrintOrderRoute />} />
            <Route element={<AdminLayout />}>
              <Route path={routePatterns.adminHome} element={<DashboardRoute />} />
              <Route path={routePatterns.adminDashboard} element={<DashboardRoute />} />
              <Route path={routePatterns.adminOrders} element={<OrdersRoute />} />
              <Route path={routePatterns.adminOrdersLegacy} element={<LegacyOrdersRedirect />} />
              <Route path={routePatterns.adminOrder} element={<OrderRoute />} />
              <Route path={routePatterns.adminAdministrators} element={<AdministratorsRoute />} />
              <Route path={routePatterns.adminAddAdministrator} element={<AddAdministratorRoute />} />
              {adminContentPatterns.map((pattern) => (
                <Route key={pattern} path={pattern} element={<AdminPlaceholderRoute />} />
              ))}
            </Route>
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
