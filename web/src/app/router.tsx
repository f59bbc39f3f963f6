import { routePatterns } from '@haat/contract';
import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';

// The back office loads on demand: none of its code reaches a customer's phone on the storefront.
// Each page is its own chunk; the session, guard and layout come with the first one opened.
const adminRoot = () => import('./routes/admin/admin-root');
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
const AdminLayout = lazy(() => import('./layouts/admin-layout'));
const AdminLoginRoute = lazy(() => import('./routes/admin/login'));
const DashboardRoute = lazy(() => import('./routes/admin/dashboard'));
const OrdersRoute = lazy(() => import('./routes/admin/orders'));
const OrderRoute = lazy(() => import('./routes/admin/order'));
const NewOrderRoute = lazy(() => import('./routes/admin/new-order'));
const CustomerRoute = lazy(() => import('./routes/admin/customer'));
const IntegrationsRoute = lazy(() => import('./routes/admin/integrations'));
const RiskRoute = lazy(() => import('./routes/admin/risk'));
const CheckoutDraftsRoute = lazy(() => import('./routes/admin/checkout-drafts'));
const PrintOrderRoute = lazy(() => import('./routes/admin/print-order'));
const PrintOrdersRoute = lazy(() => import('./routes/admin/print-orders'));
const AdministratorsRoute = lazy(() => import('./routes/admin/administrators'));
const AddAdministratorRoute = lazy(() => import('./routes/admin/add-administrator'));
const ProductsRoute = lazy(() => import('./routes/admin/products'));
const AddProductRoute = lazy(() => import('./routes/admin/add-product'));
const EditProductRoute = lazy(() => import('./routes/admin/edit-product'));
const FeaturesRoute = lazy(() => import('./routes/admin/features'));
const AddFeatureRoute = lazy(() => import('./routes/admin/add-feature'));
const EditFeatureRoute = lazy(() => import('./routes/admin/edit-feature'));
const FeatureSectionRoute = lazy(() => import('./routes/admin/feature-section'));
const FaqsRoute = lazy(() => import('./routes/admin/faqs'));
const AddFaqRoute = lazy(() => import('./routes/admin/add-faq'));
const EditFaqRoute = lazy(() => import('./routes/admin/edit-faq'));
const FaqSectionRoute = lazy(() => import('./routes/admin/faq-section'));
const BannerRoute = lazy(() => import('./routes/admin/banner'));
const LogoRoute = lazy(() => import('./routes/admin/logo'));
const FaviconRoute = lazy(() => import('./routes/admin/favicon'));
const BusinessInfoRoute = lazy(() => import('./routes/admin/business-info'));
const SeoRoute = lazy(() => import('./routes/admin/seo'));

function AdminBoundary() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * Every page of product spec §2, built from the contract's `routePatterns`. No router around it:
 * the browser entry wraps it in a BrowserRouter, server rendering in a StaticRouter.
 */
export function AppRoutes() {
  return (
    <Routes>
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
    </Routes>
  );
}
