import { routePatterns } from '@haat/contract';
import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { inNextTask } from '@/lib/next-task';

// The back office loads on demand: none of its code reaches a customer's phone on the storefront.
// Each page is its own chunk; the session, guard and layout come with the first one opened. Each is
// drawn in a task after the one its code arrived in (inNextTask): on the orders screen the session,
// the layout and the page arrive together (preloaded), and were drawn as one long task on a phone
// (issue 15: the blocking time); the picture stands in meanwhile (decision 041).
const adminRoot = () => import('./routes/admin/admin-root').then(inNextTask);
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
const AdminLayout = lazy(() => import('./layouts/admin-layout').then(inNextTask));
const AdminLoginRoute = lazy(() => import('./routes/admin/login').then(inNextTask));
const DashboardRoute = lazy(() => import('./routes/admin/dashboard').then(inNextTask));
const OrdersRoute = lazy(() => import('./routes/admin/orders').then(inNextTask));
const OrderRoute = lazy(() => import('./routes/admin/order').then(inNextTask));
const NewOrderRoute = lazy(() => import('./routes/admin/new-order').then(inNextTask));
const CustomerRoute = lazy(() => import('./routes/admin/customer').then(inNextTask));
const IntegrationsRoute = lazy(() => import('./routes/admin/integrations').then(inNextTask));
const RiskRoute = lazy(() => import('./routes/admin/risk').then(inNextTask));
const CheckoutDraftsRoute = lazy(() => import('./routes/admin/checkout-drafts').then(inNextTask));
const PrintOrderRoute = lazy(() => import('./routes/admin/print-order').then(inNextTask));
const PrintOrdersRoute = lazy(() => import('./routes/admin/print-orders').then(inNextTask));
const AdministratorsRoute = lazy(() => import('./routes/admin/administrators').then(inNextTask));
const AddAdministratorRoute = lazy(() => import('./routes/admin/add-administrator').then(inNextTask));
const ProductsRoute = lazy(() => import('./routes/admin/products').then(inNextTask));
const AddProductRoute = lazy(() => import('./routes/admin/add-product').then(inNextTask));
const EditProductRoute = lazy(() => import('./routes/admin/edit-product').then(inNextTask));
const FeaturesRoute = lazy(() => import('./routes/admin/features').then(inNextTask));
const AddFeatureRoute = lazy(() => import('./routes/admin/add-feature').then(inNextTask));
const EditFeatureRoute = lazy(() => import('./routes/admin/edit-feature').then(inNextTask));
const FeatureSectionRoute = lazy(() => import('./routes/admin/feature-section').then(inNextTask));
const FaqsRoute = lazy(() => import('./routes/admin/faqs').then(inNextTask));
const AddFaqRoute = lazy(() => import('./routes/admin/add-faq').then(inNextTask));
const EditFaqRoute = lazy(() => import('./routes/admin/edit-faq').then(inNextTask));
const FaqSectionRoute = lazy(() => import('./routes/admin/faq-section').then(inNextTask));
const BannerRoute = lazy(() => import('./routes/admin/banner').then(inNextTask));
const LogoRoute = lazy(() => import('./routes/admin/logo').then(inNextTask));
const FaviconRoute = lazy(() => import('./routes/admin/favicon').then(inNextTask));
const BusinessInfoRoute = lazy(() => import('./routes/admin/business-info').then(inNextTask));
const SeoRoute = lazy(() => import('./routes/admin/seo').then(inNextTask));

function AdminBoundary() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * Every page of product spec §2, built from the contract's `routePatterns`. The back office's entry
 * gives it to its data router as route objects (createRoutesFromElements), which matches an address
 * once per navigation; a <Routes> matches at each of its drawings.
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

/** The same table in <Routes>, for a router around it that has none: tests, server rendering. */
export function AppRoutes() {
  return <Routes>{appRouteElements}</Routes>;
}
