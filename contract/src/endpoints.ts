import { userEndpoints } from './auth.js';
import { productEndpoints } from './catalog.js';
import { checkoutDraftEndpoints } from './checkout-drafts.js';
import {
  bannerEndpoints,
  businessInfoEndpoints,
  faqEndpoints,
  faqSectionEndpoints,
  faviconEndpoints,
  featureEndpoints,
  featureSectionEndpoints,
  logoEndpoints,
  seoEndpoints,
} from './content.js';
import { conversionsEndpoints } from './conversions.js';
import { courierBookingEndpoints } from './courier-booking.js';
import { courierWebhookEndpoints } from './courier-webhooks.js';
import { courierEndpoints } from './couriers.js';
import { customerEndpoints } from './customers.js';
import { dashboardEndpoints } from './dashboard.js';
import { deliveryZoneEndpoints } from './delivery-zones.js';
import type { Endpoint } from './endpoint.js';
import { healthEndpoints } from './health.js';
import { orderSplitEndpoints } from './order-split.js';
import { orderTimelineEndpoints } from './order-timeline.js';
import { orderEndpoints } from './orders.js';
import { outboxEndpoints } from './outbox.js';
import { phoneCheckEndpoints } from './phone-check.js';
import { riskEndpoints } from './risk.js';
import { settingsEndpoints } from './settings.js';
import { smsEndpoints } from './sms.js';

/**
 * Every endpoint of the API, by domain. The server registers exactly these (a test compares its
 * routes with them), docs/api.md lists them, and routes.ts is their schema-free twin for the browser.
 */
export const endpoints = {
  health: healthEndpoints,
  users: userEndpoints,
  products: productEndpoints,
  businessInfo: businessInfoEndpoints,
  logo: logoEndpoints,
  favicon: faviconEndpoints,
  seo: seoEndpoints,
  banner: bannerEndpoints,
  features: featureEndpoints,
  featureSection: featureSectionEndpoints,
  faqs: faqEndpoints,
  faqSection: faqSectionEndpoints,
  settings: settingsEndpoints,
  deliveryZones: deliveryZoneEndpoints,
  orders: orderEndpoints,
  orderTimeline: orderTimelineEndpoints,
  orderSplit: orderSplitEndpoints,
  customers: customerEndpoints,
  checkoutDrafts: checkoutDraftEndpoints,
  dashboard: dashboardEndpoints,
  outbox: outboxEndpoints,
  conversions: conversionsEndpoints,
  couriers: courierEndpoints,
  courierBooking: courierBookingEndpoints,
  courierWebhooks: courierWebhookEndpoints,
  sms: smsEndpoints,
  risk: riskEndpoints,
  phoneCheck: phoneCheckEndpoints,
} as const;
export type Endpoints = typeof endpoints;

/** Every endpoint with its name (`faqs.add`), in the order above. */
export function listEndpoints(): Array<{ name: string; endpoint: Endpoint }> {
  return Object.entries(endpoints).flatMap(([domain, group]) =>
    Object.entries(group as Record<string, Endpoint>).map(([name, value]) => ({
      name: `${domain}.${name}`,
      endpoint: value,
    })),
  );
}
