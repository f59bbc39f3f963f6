/**
 * Every page route of the app (product spec §2), in one place: the web router builds its routes from
 * these and the server uses them to tell a real page (200) from an unknown URL (404) when it serves
 * the app shell.
 */
export const paths = {
  home: '/',
  orderSuccess: (orderId: string) => `/order/success/${encodeURIComponent(orderId)}`,
  adminLogin: '/admin/login',
  adminHome: '/admin',
  adminDashboard: '/admin/dashboard',
  adminAddAdministrator: '/admin/administrator/add',
  adminAdministrators: '/admin/administrator/all',
  adminProducts: '/admin/product/all',
  adminAddProduct: '/admin/product/add',
  adminEditProduct: (id: string) => `/admin/product/edit/${encodeURIComponent(id)}`,
  /** Every size's stock: left, held by unshipped orders, sold out or low (decision 064). */
  adminStock: '/admin/product/stock',
  adminFeatures: '/admin/features/all',
  adminAddFeature: '/admin/feature/add',
  adminEditFeature: (id: string) => `/admin/feature/edit/${encodeURIComponent(id)}`,
  adminFeatureSection: '/admin/feature/section',
  adminFaqSection: '/admin/faq-section',
  adminFaqs: '/admin/faq',
  adminAddFaq: '/admin/faq/add',
  adminEditFaq: (id: string) => `/admin/faq/edit/${encodeURIComponent(id)}`,
  adminFavicon: '/admin/front-end/favicon',
  adminLogo: '/admin/front-end/logo',
  adminSeo: '/admin/seo',
  adminBanner: '/admin/banner',
  adminBusinessInfo: '/admin/businessInfo',
  adminOrders: '/admin/orders',
  /** The spec's broken link target; it leads to the same list as adminOrders. */
  adminOrdersLegacy: '/admin/order/all-orders',
  /** Staff enter an order taken on Messenger or the phone (decision 027). */
  adminNewOrder: '/admin/orders/new',
  adminOrder: (id: string) => `/admin/order/${encodeURIComponent(id)}`,
  adminPrintOrder: (id: string) => `/admin/order/print/${encodeURIComponent(id)}`,
  /** Several orders' invoices or labels as one document (`?ids=a,b,c`, decision 031). */
  adminPrintOrders: '/admin/orders/print',
  /** Everything one mobile number ordered (decision 029). */
  adminCustomer: (phone: string) => `/admin/customer/${encodeURIComponent(phone)}`,
  /** The Conversions API settings and the outbox's parked jobs (decision 033). */
  adminIntegrations: '/admin/integrations',
  /** The fake-order check's threshold, weights and blocklist (decision 038). */
  adminRisk: '/admin/risk',
  /** Visitors who typed their details into the order form and left: staff call them back (decision 039). */
  adminCheckoutDrafts: '/admin/checkout-drafts',
  /** What delivery costs in which district, by weight (decision 067). */
  adminDeliveryZones: '/admin/delivery-zones',
} as const;

/** Route patterns in React Router syntax; `:param` segments match one path segment. */
export const routePatterns = {
  home: '/',
  orderSuccess: '/order/success/:orderId',
  adminLogin: '/admin/login',
  adminHome: '/admin',
  adminDashboard: '/admin/dashboard',
  adminAddAdministrator: '/admin/administrator/add',
  adminAdministrators: '/admin/administrator/all',
  adminProducts: '/admin/product/all',
  adminAddProduct: '/admin/product/add',
  adminEditProduct: '/admin/product/edit/:id',
  adminStock: '/admin/product/stock',
  adminFeatures: '/admin/features/all',
  adminAddFeature: '/admin/feature/add',
  adminEditFeature: '/admin/feature/edit/:id',
  adminFeatureSection: '/admin/feature/section',
  adminFaqSection: '/admin/faq-section',
  adminFaqs: '/admin/faq',
  adminAddFaq: '/admin/faq/add',
  adminEditFaq: '/admin/faq/edit/:id',
  adminFavicon: '/admin/front-end/favicon',
  adminLogo: '/admin/front-end/logo',
  adminSeo: '/admin/seo',
  adminBanner: '/admin/banner',
  adminBusinessInfo: '/admin/businessInfo',
  adminOrders: '/admin/orders',
  adminOrdersLegacy: '/admin/order/all-orders',
  adminNewOrder: '/admin/orders/new',
  adminOrder: '/admin/order/:id',
  adminPrintOrder: '/admin/order/print/:id',
  adminPrintOrders: '/admin/orders/print',
  adminCustomer: '/admin/customer/:phone',
  adminIntegrations: '/admin/integrations',
  adminRisk: '/admin/risk',
  adminCheckoutDrafts: '/admin/checkout-drafts',
  adminDeliveryZones: '/admin/delivery-zones',
} as const satisfies Record<keyof typeof paths, string>;

/** True when a request path is one of the app's pages (trailing slash tolerated). */
export function isAppRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.values(routePatterns).some((pattern) => {
    const expression = `^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`;
    return new RegExp(expression).test(clean);
  });
}
