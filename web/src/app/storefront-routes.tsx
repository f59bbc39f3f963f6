import { routePatterns } from '@haat/contract';
import { Route, Routes } from '@/lib/router';
import { PublicLayout } from './layouts/public-layout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { OrderSuccessRoute } from './routes/order-success';

/**
 * The customer's pages. The storefront's own entry (main.tsx, entry-server.tsx) renders these alone;
 * the back office's entry has them too, inside `AppRoutes`.
 */
export const storefrontRoutes = (
  <Route element={<PublicLayout />}>
    <Route path={routePatterns.home} element={<HomeRoute />} />
    <Route path={routePatterns.orderSuccess} element={<OrderSuccessRoute />} />
    <Route path="*" element={<NotFoundRoute />} />
  </Route>
);

/** No router around it: the browser entry wraps it in a BrowserRouter, server rendering in a StaticRouter. */
export function StorefrontRoutes() {
  return <Routes>{storefrontRoutes}</Routes>;
}
