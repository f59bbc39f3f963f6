import { routePatterns } from '@haat/contract';
import { Route, Routes } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { OrderSuccessRoute } from './routes/order-success';

/**
 * The customer's pages. The storefront's own entry (main.tsx, entry-server.tsx) renders these alone,
 * in React Router's declarative mode (decision 046: no blocker and no lazy page here); the back
 * office's router has them too, behind its `*` route (app/router.tsx).
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
