import { routePatterns } from '@haat/contract';
import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { PublicLayout } from './layouts/public-layout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { OrderSuccessRoute } from './routes/order-success';

// The back office loads on demand: none of its code reaches a customer's phone on the storefront.
const AdminPlaceholderRoute = lazy(() => import('./routes/admin/admin-placeholder'));

type RouteName = keyof typeof routePatterns;
const isAdminRoute = (name: RouteName) => name.startsWith('admin');
const adminPatterns = (Object.keys(routePatterns) as RouteName[])
  .filter(isAdminRoute)
  .map((name) => routePatterns[name]);

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
        {adminPatterns.map((pattern) => (
          <Route key={pattern} path={pattern} element={<AdminPlaceholderRoute />} />
        ))}
      </Route>
    </Routes>
  );
}
