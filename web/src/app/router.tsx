import { routePatterns } from '@haat/contract';
import { type ComponentType, lazy, Suspense } from 'react';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { inNextTask } from '@/lib/next-task';
import { Outlet, Route, Routes } from '@/lib/router';

// The back office loads on demand: none of its code reaches a customer's phone on the storefront.
// Each page is its own chunk; the session, guard and layout come with the first one opened. Each is
// drawn in a task after the one its code arrived in (inNextTask): on the orders screen the session,
// the layout and the page arrive together (preloaded), and were drawn as one long task on a phone
// (issue 15: the blocking time); the picture stands in meanwhile (decision 041).
const adminRoot = () => import('./routes/admin/admin-root').then(inNextTask);
const lazyPage = (load: () => Promise<{ default: ComponentType }>) => lazy(() => load().then(inNextTask));
// The customer's pages in the back office's app: only reached by a link inside it (the shop opens in
// its own tab), so they wait for one instead of weighing on every admin page's first load.
const StorefrontRoutes = lazy(() =>
  import('./storefront-routes').then((module) => ({ default: module.StorefrontRoutes })),
);
const AdminRoot = lazy(adminRoot);
const RequireAdmin = lazy(() => adminRoot().then((module) => ({ default: module.RequireAdmin })));
const LegacyOrdersRedirect = lazy(() =>
  adminRoot().then((module) => ({ default: module.LegacyOrdersRedirect })),
);
const AdminLayout = lazyPage(() => import('./layouts/admin-layout'));
const AdminLoginRoute = lazyPage(() => import('./routes/admin/login'));
const DashboardRoute = lazyPage(() => import('./routes/admin/dashboard'));
const OrdersRoute = lazyPage(() => import('./routes/admin/orders'));
const OrderRoute = lazyPage(() => import('./routes/admin/order'));
const NewOrderRoute = lazyPage(() => import('./routes/admin/new-order'));
const CustomerRoute = lazyPage(() => import('./routes/admin/customer'));
const IntegrationsRoute = lazyPage(() => import('./routes/admin/integrations'));
const RiskRoute = lazyPage(() => import('./routes/admin/risk'));
const CheckoutDraftsRoute = lazyPage(() => import('./routes/admin/checkout-drafts'));
const PrintOrderRoute = lazyPage(() => import('./routes/admin/print-order'));
const PrintOrdersRoute = lazyPage(() => import('./routes/admin/print-orders'));
const AdministratorsRoute = lazyPage(() => import('./routes/admin/administrators'));
const AddAdministratorRoute = lazyPage(() => import('./routes/admin/add-administrator'));
const ProductsRoute = lazyPage(() => import('./routes/admin/products'));
const AddProductRoute = lazyPage(() => import('./routes/admin/add-product'));
const EditProductRoute = lazyPage(() => import('./routes/admin/edit-product'));
const FeaturesRoute = lazyPage(() => import('./routes/admin/features'));
const AddFeatureRoute = lazyPage(() => import('./routes/admin/add-feature'));
const EditFeatureRoute = lazyPage(() => import('./routes/admin/edit-feature'));
const FeatureSectionRoute = lazyPage(() => import('./routes/admin/feature-section'));
const FaqsRoute = lazyPage(() => import('./routes/admin/faqs'));
const AddFaqRoute = lazyPage(() => import('./routes/admin/add-faq'));
const EditFaqRoute = lazyPage(() => import('./routes/admin/edit-faq'));
const FaqSectionRoute = lazyPage(() => import('./routes/admin/faq-section'));
const BannerRoute = lazyPage(() => import('./routes/admin/banner'));
const LogoRoute = lazyPage(() => import('./routes/admin/logo'));
const FaviconRoute = lazyPage(() => import('./routes/admin/favicon'));
const BusinessInfoRoute = lazyPage(() => import('./routes/admin/business-info'));
const SeoRoute = lazyPage(() => import('./routes/admin/seo'));

function AdminBoundary() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * Every page of product spec §2, built from the contract's `routePatterns`. A constant: <Routes> reads
 * and ranks it once, and matches the address again only when its path changes (lib/router.tsx).
 */
export const appRouteElements = (
  <>
    <Route
      path="*"
      element={
        <Suspense fallback={<FullPageSpinner />}>
          <StorefrontRoutes />
        </Suspense>
      }
    />
    <Route element={<AdminBoundary />}>
      <Route element={<AdminRoot />}>
        <Route path={routePatterns.adminLogin} element={<AdminLoginRoute />} />
        <Route element={<RequireAdmin />}>
          {/* Admin-only, but outside the layout: the invoice prints alone. */}
          <Route path={routePatterns.adminPrintOrder} element={<PrintOrderRoute />} />
          <Route path={routePatterns.adminPrintOrders} element={<PrintOrdersRoute />} />
          <Route element={<AdminLayout />}>
            <Route path={routePatterns.adminHome} element={<DashboardRoute />} />
            <Route path={routePatterns.adminDashboard} element={<DashboardRoute />} />
            <Route path={routePatterns.adminOrders} element={<OrdersRoute />} />
            <Route path={routePatterns.adminOrdersLegacy} element={<LegacyOrdersRedirect />} />
            <Route path={routePatterns.adminNewOrder} element={<NewOrderRoute />} />
            <Route path={routePatterns.adminOrder} element={<OrderRoute />} />
            <Route path={routePatterns.adminCustomer} element={<CustomerRoute />} />
            <Route path={routePatterns.adminCheckoutDrafts} element={<CheckoutDraftsRoute />} />
            <Route path={routePatterns.adminAdministrators} element={<AdministratorsRoute />} />
            <Route path={routePatterns.adminAddAdministrator} element={<AddAdministratorRoute />} />
            <Route path={routePatterns.adminProducts} element={<ProductsRoute />} />
            <Route path={routePatterns.adminAddProduct} element={<AddProductRoute />} />
            <Route path={routePatterns.adminEditProduct} element={<EditProductRoute />} />
            <Route path={routePatterns.adminFeatures} element={<FeaturesRoute />} />
            <Route path={routePatterns.adminAddFeature} element={<AddFeatureRoute />} />
            <Route path={routePatterns.adminEditFeature} element={<EditFeatureRoute />} />
            <Route path={routePatterns.adminFeatureSection} element={<FeatureSectionRoute />} />
            <Route path={routePatterns.adminFaqs} element={<FaqsRoute />} />
            <Route path={routePatterns.adminAddFaq} element={<AddFaqRoute />} />
            <Route path={routePatterns.adminEditFaq} element={<EditFaqRoute />} />
            <Route path={routePatterns.adminFaqSection} element={<FaqSectionRoute />} />
            <Route path={routePatterns.adminBanner} element={<BannerRoute />} />
            <Route path={routePatterns.adminLogo} element={<LogoRoute />} />
            <Route path={routePatterns.adminFavicon} element={<FaviconRoute />} />
            <Route path={routePatterns.adminBusinessInfo} element={<BusinessInfoRoute />} />
            <Route path={routePatterns.adminIntegrations} element={<IntegrationsRoute />} />
            <Route path={routePatterns.adminRisk} element={<RiskRoute />} />
            <Route path={routePatterns.adminSeo} element={<SeoRoute />} />
          </Route>
        </Route>
      </Route>
    </Route>
  </>
);

/** The app's pages, inside the router of the back office's entry (a BrowserRouter) or the tests' (a StaticRouter). */
export function AppRoutes() {
  return <Routes>{appRouteElements}</Routes>;
}
