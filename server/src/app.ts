import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { errorMessages } from './lib/errors.js';
import { createLoggerSetup } from './lib/logger.js';
import { postgresRateLimitStore } from './lib/rate-limit-store.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { bannerAdminRoutes } from './modules/banner/banner.admin-routes.js';
import { bannerRoutes } from './modules/banner/banner.routes.js';
import { brandAdminRoutes } from './modules/brand/brand.admin-routes.js';
import { brandRoutes } from './modules/brand/brand.routes.js';
import { businessInfoAdminRoutes } from './modules/business-info/business-info.admin-routes.js';
import { businessInfoRoutes } from './modules/business-info/business-info.routes.js';
import { catalogAdminRoutes } from './modules/catalog/catalog.admin-routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { checkoutDraftRoutes } from './modules/checkout-drafts/checkout-drafts.routes.js';
import { conversionsRoutes } from './modules/conversions/conversions.routes.js';
import { courierRoutes } from './modules/couriers/couriers.routes.js';
import { customerRoutes } from './modules/customers/customers.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { deliveryZoneRoutes } from './modules/delivery-zones/delivery-zones.routes.js';
import { faqAdminRoutes } from './modules/faq/faq.admin-routes.js';
import { faqRoutes } from './modules/faq/faq.routes.js';
import { featuresAdminRoutes } from './modules/features/features.admin-routes.js';
import { featuresRoutes } from './modules/features/features.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { mediaPlugin, mediaRoutes } from './modules/media/index.js';
import { courierBookingRoutes } from './modules/orders/booking/booking.routes.js';
import { orderBulkRoutes } from './modules/orders/bulk/bulk.routes.js';
import { orderEditingRoutes } from './modules/orders/editing/editing.routes.js';
import { orderExportRoutes } from './modules/orders/export/export.routes.js';
import { orderManagementRoutes } from './modules/orders/management/management.routes.js';
import { orderPlacementRoutes } from './modules/orders/placement/placement.routes.js';
import { orderSplittingRoutes } from './modules/orders/splitting/splitting.routes.js';
import { orderTimelineRoutes } from './modules/orders/timeline/timeline.routes.js';
import { courierWebhookRoutes } from './modules/orders/tracking/tracking.routes.js';
import { outboxRoutes } from './modules/outbox/outbox.routes.js';
import { phoneCheckRoutes } from './modules/phone-check/phone-check.routes.js';
import { riskRoutes } from './modules/risk/risk.routes.js';
import { sectionTitlesAdminRoutes } from './modules/section-titles/section-titles.admin-routes.js';
import { sectionTitlesRoutes } from './modules/section-titles/section-titles.routes.js';
import { seoAdminRoutes } from './modules/seo/seo.admin-routes.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { settingsAdminRoutes } from './modules/settings/settings.admin-routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { smsRoutes } from './modules/sms/sms.routes.js';
import { apiDocsPlugin } from './plugins/api-docs.js';
import { authGuardPlugin } from './plugins/auth-guard.js';
import { changeBusPlugin } from './plugins/change-bus.js';
import { databasePlugin } from './plugins/database.js';
import { answerClientError, errorHandlerPlugin } from './plugins/error-handler.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { uploadsPlugin } from './plugins/uploads.js';
import { webAppPlugin } from './plugins/web-app.js';
import { createServices, type Services } from './services.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Builds the whole app without listening: `main` listens, tests use `app.inject`. When the promise
 * resolves the schema is migrated; the shop's data is as it was. The first administrator and the
 * demo shop are made by the explicit first-run step (`setup/first-run.ts`), not here.
 */
export async function buildApp(
  config: AppConfig,
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...createLoggerSetup({ level: config.logLevel, format: config.logFormat, stream: options.logStream })
      .options,
    bodyLimit: config.bodyLimitBytes,
    // A hop count trusts that many proxies nearest the server (Fastify's own rule for a number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // Finish requests in flight on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A URL that is not valid percent-encoding (`%c0%af`) or a header the router refuses still gets the
    // docs/api.md envelope, not the framework's default body.
    clientErrorHandler: answerClientError,
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
      return reply.status(status).send({ success: false, message: errorMessages.badRequest });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(databasePlugin, { config });
  await app.register(mediaPlugin, { dataDir: config.dataDir, storage: config.imageStorage });
  const services = createServices(app.db, config, app.media, app.log);
  app.decorate('services', services);
  await app.register(changeBusPlugin, { config, changes: services.changes });
  // Each instance sends the outbox's jobs (decision 033); it stops claiming before the database closes.
  app.addHook('onReady', () => {
    services.outbox.start();
    // Parcels still with a courier are asked about on a schedule (decision 036).
    services.courierTracking.start();
    // Incomplete checkouts past CHECKOUT_DRAFT_DAYS are deleted hourly (decision 039).
    services.checkoutDrafts.start();
  });
  app.addHook('preClose', () => {
    services.courierTracking.stop();
    services.checkoutDrafts.stop();
    return services.outbox.stop();
  });

  // Before any route: the guard's onRoute hook must see every route to close it by default.
  await app.register(authGuardPlugin, { auth: services.auth });
  // Limits are set per route (sign-in, order creation); nothing is limited unless it asks.
  await app.register(rateLimit, {
    global: false,
    // Every instance counts the same hits on PostgreSQL; SQLite's one process counts in memory. A
    // database that cannot count lets the request through: the limit must not add an outage.
    ...(app.dbEngine === 'postgres' ? { store: postgresRateLimitStore(app.db), skipOnError: true } : {}),
  });
  await app.register(apiDocsPlugin);
  // Multipart forms of the admin's uploads, read into the body only for routes that say so.
  await app.register(uploadsPlugin, { maxFileBytes: config.uploadMaxBytes });
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(businessInfoRoutes, { businessInfo: services.businessInfo });
      await api.register(businessInfoAdminRoutes, { businessInfo: services.businessInfo });
      await api.register(brandRoutes, { brand: services.brand });
      await api.register(brandAdminRoutes, { brand: services.brand });
      await api.register(seoRoutes, { seo: services.seo });
      await api.register(seoAdminRoutes, { seo: services.seo });
      await api.register(bannerRoutes, { banner: services.banner });
      await api.register(bannerAdminRoutes, { banner: services.banner });
      await api.register(featuresRoutes, { features: services.features });
      await api.register(featuresAdminRoutes, { features: services.features });
      await api.register(sectionTitlesRoutes, { sectionTitles: services.sectionTitles });
      await api.register(sectionTitlesAdminRoutes, { sectionTitles: services.sectionTitles });
      await api.register(faqRoutes, { faq: services.faq });
      await api.register(faqAdminRoutes, { faq: services.faq });
      await api.register(catalogRoutes, { catalog: services.catalog, changes: services.changes });
      await api.register(catalogAdminRoutes, { catalog: services.catalog });
      await api.register(settingsRoutes, { settings: services.settings });
      await api.register(settingsAdminRoutes, { settings: services.settings });
      await api.register(deliveryZoneRoutes, { deliveryZones: services.deliveryZones });
      await api.register(orderPlacementRoutes, {
        placement: services.orderPlacement,
        auth: services.auth,
        orderRateLimit: config.orderRateLimit,
      });
      await api.register(orderManagementRoutes, { management: services.orderManagement });
      await api.register(orderEditingRoutes, { editing: services.orderEditing });
      await api.register(orderSplittingRoutes, { splitting: services.orderSplitting });
      await api.register(orderBulkRoutes, { bulk: services.orderBulk });
      await api.register(orderTimelineRoutes, { timeline: services.orderTimeline });
      await api.register(orderExportRoutes, { exporter: services.orderExport });
      await api.register(customerRoutes, { customers: services.customers });
      await api.register(checkoutDraftRoutes, {
        drafts: services.checkoutDrafts,
        orderRateLimit: config.orderRateLimit,
      });
      await api.register(dashboardRoutes, { dashboard: services.dashboard });
      await api.register(outboxRoutes, { outbox: services.outbox });
      await api.register(conversionsRoutes, { conversions: services.conversions });
      await api.register(courierRoutes, { couriers: services.couriers });
      await api.register(courierBookingRoutes, {
        booking: services.courierBooking,
        tracking: services.courierTracking,
      });
      await api.register(courierWebhookRoutes, { tracking: services.courierTracking });
      await api.register(smsRoutes, { sms: services.sms });
      await api.register(riskRoutes, { risk: services.risk });
      await api.register(phoneCheckRoutes, {
        phoneCheck: services.phoneCheck,
        orderRateLimit: config.orderRateLimit,
      });
      await api.register(authRoutes, { auth: services.auth, loginRateLimit: config.loginRateLimit });
      await api.register(mediaRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(webAppPlugin, {
    webDistDir: config.webDistDir ?? path.resolve(defaultWebDist),
    services,
    orderRateLimit: config.orderRateLimit,
  });

  await app.ready();
  return app;
}
