// Written by `npm run generate:endpoints` from contract/src/endpoints.ts: change the endpoints there.
import type { RoutesOf } from './endpoint.js';
import type { Endpoints } from './endpoints.js';

/**
 * Every endpoint's method and path without its schemas: what the web bundles to call the API, so a
 * storefront call costs no zod. The type ties each route to its endpoint (inputs and answer).
 */
export const routes: RoutesOf<Endpoints> = {
  health: {
    check: { method: 'GET', path: '/health' },
  },
  users: {
    login: { method: 'POST', path: '/user/login' },
    logout: { method: 'POST', path: '/user/logout' },
    logoutEverywhere: { method: 'POST', path: '/user/logout-all' },
    me: { method: 'GET', path: '/user/logged-user' },
    list: { method: 'GET', path: '/user/all' },
    add: { method: 'POST', path: '/user/add' },
    update: { method: 'PATCH', path: '/user/update/:id' },
    remove: { method: 'DELETE', path: '/user/delete/:id' },
  },
  products: {
    list: { method: 'GET', path: '/product/all' },
    get: { method: 'GET', path: '/product/:ref' },
    add: { method: 'POST', path: '/product/add' },
    update: { method: 'PUT', path: '/product/update/:id' },
    remove: { method: 'DELETE', path: '/product/delete/:id' },
    stock: { method: 'GET', path: '/product/stock' },
  },
  businessInfo: {
    list: { method: 'GET', path: '/business/all' },
    add: { method: 'POST', path: '/business/add' },
    update: { method: 'PATCH', path: '/business/update/:id' },
  },
  logo: {
    list: { method: 'GET', path: '/logo/all' },
    add: { method: 'POST', path: '/logo/add' },
    update: { method: 'PATCH', path: '/logo/update/:id' },
    file: { method: 'GET', path: '/logo/:file' },
  },
  favicon: {
    get: { method: 'GET', path: '/favicon/all' },
    add: { method: 'POST', path: '/favicon/add' },
    update: { method: 'PATCH', path: '/favicon/update/:id' },
    file: { method: 'GET', path: '/favicon/:file' },
  },
  seo: {
    get: { method: 'GET', path: '/seo' },
    add: { method: 'POST', path: '/seo/add' },
    update: { method: 'PATCH', path: '/seo/update/:id' },
  },
  banner: {
    get: { method: 'GET', path: '/banner/all' },
    add: { method: 'POST', path: '/banner/add' },
    update: { method: 'PATCH', path: '/banner/update/:id' },
    file: { method: 'GET', path: '/banner/:file' },
  },
  features: {
    list: { method: 'GET', path: '/feature/all' },
    get: { method: 'GET', path: '/feature/:ref' },
    add: { method: 'POST', path: '/feature/add' },
    update: { method: 'PUT', path: '/feature/update/:id' },
    remove: { method: 'DELETE', path: '/feature/delete/:id' },
  },
  featureSection: {
    get: { method: 'GET', path: '/featureSection/all' },
    add: { method: 'POST', path: '/featureSection/add' },
    update: { method: 'PATCH', path: '/featureSection/update/:id' },
  },
  faqs: {
    list: { method: 'GET', path: '/faq/all' },
    get: { method: 'GET', path: '/faq/:id' },
    add: { method: 'POST', path: '/faq/add' },
    update: { method: 'PATCH', path: '/faq/update/:id' },
    remove: { method: 'DELETE', path: '/faq/delete/:id' },
  },
  faqSection: {
    get: { method: 'GET', path: '/faqSection/all' },
    add: { method: 'POST', path: '/faqSection/add' },
    update: { method: 'PATCH', path: '/faqSection/update/:id' },
  },
  settings: {
    list: { method: 'GET', path: '/settings' },
    add: { method: 'POST', path: '/settings/add' },
    update: { method: 'PATCH', path: '/settings/update/:id' },
  },
  deliveryZones: {
    get: { method: 'GET', path: '/delivery-zones' },
    save: { method: 'PUT', path: '/delivery-zones' },
  },
  orders: {
    create: { method: 'POST', path: '/order/create-order' },
    single: { method: 'GET', path: '/order/single/:id' },
    list: { method: 'GET', path: '/order/all-orders' },
    updateStatus: { method: 'PUT', path: '/order/update/status/:id' },
    edit: { method: 'PUT', path: '/order/edit/:id' },
    staffCreate: { method: 'POST', path: '/order/staff-create' },
    bulkStatus: { method: 'POST', path: '/order/bulk-status' },
    undoStatus: { method: 'POST', path: '/order/undo-status' },
    many: { method: 'GET', path: '/order/many' },
    printed: { method: 'POST', path: '/order/printed' },
    exportCsv: { method: 'GET', path: '/order/export' },
    remove: { method: 'DELETE', path: '/order/delete/:id' },
  },
  orderTimeline: {
    list: { method: 'GET', path: '/order/timeline/:id' },
    addNote: { method: 'POST', path: '/order/add-note/:id' },
  },
  orderSplit: {
    split: { method: 'POST', path: '/order/split/:id' },
  },
  customers: {
    get: { method: 'GET', path: '/customer/:phone' },
  },
  checkoutDrafts: {
    save: { method: 'POST', path: '/checkout-draft' },
    list: { method: 'GET', path: '/checkout-drafts' },
    convert: { method: 'POST', path: '/checkout-drafts/:id/convert' },
    dismiss: { method: 'DELETE', path: '/checkout-drafts/:id' },
  },
  dashboard: {
    stats: { method: 'GET', path: '/dashboard/stats' },
  },
  outbox: {
    list: { method: 'GET', path: '/outbox/jobs' },
    retry: { method: 'POST', path: '/outbox/retry/:id' },
  },
  conversions: {
    getFacebook: { method: 'GET', path: '/integrations/facebook' },
    updateFacebook: { method: 'PUT', path: '/integrations/facebook' },
  },
  couriers: {
    getSteadfast: { method: 'GET', path: '/integrations/steadfast' },
    updateSteadfast: { method: 'PUT', path: '/integrations/steadfast' },
    checkSteadfast: { method: 'POST', path: '/integrations/steadfast/check' },
    getPathao: { method: 'GET', path: '/integrations/pathao' },
    updatePathao: { method: 'PUT', path: '/integrations/pathao' },
    checkPathao: { method: 'POST', path: '/integrations/pathao/check' },
    choosePathaoStore: { method: 'PUT', path: '/integrations/pathao/store' },
  },
  courierBooking: {
    readiness: { method: 'GET', path: '/courier/readiness' },
    book: { method: 'POST', path: '/order/courier-booking/:id' },
    bulkBook: { method: 'POST', path: '/order/bulk-courier-booking' },
    askCourier: { method: 'POST', path: '/order/courier-check/:id' },
    enterIds: { method: 'POST', path: '/order/courier-ids/:id' },
  },
  courierWebhooks: {
    steadfast: { method: 'POST', path: '/courier/webhook/steadfast' },
    pathao: { method: 'POST', path: '/courier/webhook/pathao' },
  },
  sms: {
    get: { method: 'GET', path: '/integrations/sms' },
    update: { method: 'PUT', path: '/integrations/sms' },
    usage: { method: 'GET', path: '/integrations/sms/usage' },
    test: { method: 'POST', path: '/integrations/sms/test' },
  },
  risk: {
    getSettings: { method: 'GET', path: '/risk/settings' },
    updateSettings: { method: 'PUT', path: '/risk/settings' },
    blocklist: { method: 'GET', path: '/risk/blocklist' },
    block: { method: 'POST', path: '/risk/blocklist' },
    unblock: { method: 'DELETE', path: '/risk/blocklist/:id' },
  },
  phoneCheck: {
    get: { method: 'GET', path: '/order/phone-check/:id' },
    confirm: { method: 'POST', path: '/order/phone-check/:id/confirm' },
    resend: { method: 'POST', path: '/order/phone-check/:id/resend' },
  },
};
