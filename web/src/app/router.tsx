import { routePatterns } from '@haat/contract';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { inNextTask } from '@/lib/next-task';
import { RouteLoadError } from './route-load-error';

// The back office loads on demand: none of its code reaches a customer's phone on the storefront.
// Each page is its own chunk, loaded by React Router's route `lazy` (decision 046): a move to a page
// whose code has not arrived keeps the page it leaves on the screen until it has, and a Back taken
// meanwhile simply cancels it, where a page suspended inside the layout could leave the content area
// blank. The session, guard and layout come with the first page opened. Each is drawn in a task after
// the one its code arrived in (inNextTask): on the orders screen the session, the layout and the page
// arrive together (preloaded: vite.config.ts), and were drawn as one long task on a phone (the
// blocking time); the picture stands in meanwhile (decision 041).
const adminRoot = () => import('./routes/admin/admin-root').then(inNextTask);

/** A route whose component is `pick` of the module `load` brings. */
const lazyComponent =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

/** A page: the default export of its module, drawn in the task after its code arrived. */
const lazyPage = (load: () => Promise<{ default: ComponentType }>) =>
  lazyComponent(
    () => load().then(inNextTask),
    (module) => module.default,
  );

const page = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path,
  lazy: lazyPage(load),
});

/**
 * Every page of product spec §2, built from the contract's `routePatterns`, for the back office's
 * data router (admin-main.tsx). The customer's pages are here too, behind `*`: only reached by a link
 * inside the back office (the shop opens in its own tab), so they wait for one instead of weighing
 * on every admin page's first load.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '*',
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteLoadError,
    lazy: lazyComponent(
      () => import('./storefront-routes'),
      (module) => module.StorefrontRoutes,
    ),
  },
  {
    id: 'admin',
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteLoadError,
    lazy: lazyComponent(adminRoot, (module) => module.default),
    children: [
      page(routePatterns.adminLogin, () => import('./routes/admin/login')),
      {
        lazy: lazyComponent(adminRoot, (module) => module.RequireAdmin),
        children: [
          // Admin-only, but outside the layout: the invoice prints alone.
          page(routePatterns.adminPrintOrder, () => import('./routes/admin/print-order')),
          page(routePatterns.adminPrintOrders, () => import('./routes/admin/print-orders')),
          {
            lazy: lazyPage(() => import('./layouts/admin-layout')),
            children: [
              page(routePatterns.adminHome, () => import('./routes/admin/dashboard')),
              page(routePatterns.adminDashboard, () => import('./routes/admin/dashboard')),
              page(routePatterns.adminOrders, () => import('./routes/admin/orders')),
              {
                path: routePatterns.adminOrdersLegacy,
                lazy: lazyComponent(adminRoot, (module) => module.LegacyOrdersRedirect),
              },
              page(routePatterns.adminNewOrder, () => import('./routes/admin/new-order')),
              page(routePatterns.adminOrder, () => import('./routes/admin/order')),
              page(routePatterns.adminCustomer, () => import('./routes/admin/customer')),
              page(routePatterns.adminCheckoutDrafts, () => import('./routes/admin/checkout-drafts')),
              page(routePatterns.adminAdministrators, () => import('./routes/admin/administrators')),
              page(routePatterns.adminAddAdministrator, () => import('./routes/admin/add-administrator')),
              page(routePatterns.adminProducts, () => import('./routes/admin/products')),
              page(routePatterns.adminAddProduct, () => import('./routes/admin/add-product')),
              page(routePatterns.adminEditProduct, () => import('./routes/admin/edit-product')),
              page(routePatterns.adminStock, () => import('./routes/admin/stock')),
              page(routePatterns.adminFeatures, () => import('./routes/admin/features')),
              page(routePatterns.adminAddFeature, () => import('./routes/admin/add-feature')),
              page(routePatterns.adminEditFeature, () => import('./routes/admin/edit-feature')),
              page(routePatterns.adminFeatureSection, () => import('./routes/admin/feature-section')),
              page(routePatterns.adminFaqs, () => import('./routes/admin/faqs')),
              page(routePatterns.adminAddFaq, () => import('./routes/admin/add-faq')),
              page(routePatterns.adminEditFaq, () => import('./routes/admin/edit-faq')),
              page(routePatterns.adminFaqSection, () => import('./routes/admin/faq-section')),
              page(routePatterns.adminBanner, () => import('./routes/admin/banner')),
              page(routePatterns.adminLogo, () => import('./routes/admin/logo')),
              page(routePatterns.adminFavicon, () => import('./routes/admin/favicon')),
              page(routePatterns.adminBusinessInfo, () => import('./routes/admin/business-info')),
              page(routePatterns.adminDeliveryZones, () => import('./routes/admin/delivery-zones')),
              page(routePatterns.adminIntegrations, () => import('./routes/admin/integrations')),
              page(routePatterns.adminRisk, () => import('./routes/admin/risk')),
              page(routePatterns.adminSeo, () => import('./routes/admin/seo')),
            ],
          },
        ],
      },
    ],
  },
];
