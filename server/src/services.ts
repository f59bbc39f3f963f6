import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { Database } from './db/schema.js';
import { createChangeNotifier } from './lib/change-notifier.js';
import { nowIso } from './lib/time.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createTokenIssuer, loadSigningKey } from './modules/auth/tokens.js';
import { createBannerRepository } from './modules/banner/banner.repository.js';
import { createBannerService } from './modules/banner/banner.service.js';
import { createFaviconRepository, createLogoRepository } from './modules/brand/brand.repository.js';
import { createBrandService } from './modules/brand/brand.service.js';
import { createBusinessInfoRepository } from './modules/business-info/business-info.repository.js';
import { createBusinessInfoService } from './modules/business-info/business-info.service.js';
import { createCatalogRepository } from './modules/catalog/catalog.repository.js';
import { createCatalogService } from './modules/catalog/catalog.service.js';
import { createCheckoutDraftsRepository } from './modules/checkout-drafts/checkout-drafts.repository.js';
import { createCheckoutDraftsService } from './modules/checkout-drafts/checkout-drafts.service.js';
import { createConversionsService } from './modules/conversions/conversions.service.js';
import { createCouriersService } from './modules/couriers/couriers.service.js';
import { createCustomersRepository } from './modules/customers/customers.repository.js';
import { createCustomersService } from './modules/customers/customers.service.js';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository.js';
import { createDashboardService } from './modules/dashboard/dashboard.service.js';
import { createDeliveryZonesRepository } from './modules/delivery-zones/delivery-zones.repository.js';
import { createDeliveryZonesService } from './modules/delivery-zones/delivery-zones.service.js';
import { createFaqRepository } from './modules/faq/faq.repository.js';
import { createFaqService } from './modules/faq/faq.service.js';
import { createFeaturesRepository } from './modules/features/features.repository.js';
import { createFeaturesService } from './modules/features/features.service.js';
import { createIntegrationSettingsRepository } from './modules/integrations/integration-settings.repository.js';
import type { MediaService } from './modules/media/media.service.js';
import { createBookingRepository } from './modules/orders/booking/booking.repository.js';
import { createBookingService } from './modules/orders/booking/booking.service.js';
import { createBulkRepository } from './modules/orders/bulk/bulk.repository.js';
import { createOrderBulkService } from './modules/orders/bulk/bulk.service.js';
import { createEditingRepository } from './modules/orders/editing/editing.repository.js';
import { createOrderEditingService } from './modules/orders/editing/editing.service.js';
import { createExportRepository } from './modules/orders/export/export.repository.js';
import { createOrderExportService } from './modules/orders/export/export.service.js';
import { createManagementRepository } from './modules/orders/management/management.repository.js';
import { createOrderManagementService } from './modules/orders/management/management.service.js';
import { createOrdersRepository } from './modules/orders/orders.repository.js';
import { createPlacementRepository } from './modules/orders/placement/placement.repository.js';
import { createOrderPlacementService } from './modules/orders/placement/placement.service.js';
import { createSplittingRepository } from './modules/orders/splitting/splitting.repository.js';
import { createOrderSplittingService } from './modules/orders/splitting/splitting.service.js';
import { createStatusMoves } from './modules/orders/status-move.js';
import { createTimelineRepository } from './modules/orders/timeline/timeline.repository.js';
import { createOrderTimelineService } from './modules/orders/timeline/timeline.service.js';
import { createTrackingRepository } from './modules/orders/tracking/tracking.repository.js';
import { createTrackingService } from './modules/orders/tracking/tracking.service.js';
import { outboxJobs } from './modules/outbox/outbox.jobs.js';
import { createOutboxRepository, insertJobs } from './modules/outbox/outbox.repository.js';
import { createOutboxService } from './modules/outbox/outbox.service.js';
import { createPhoneCheckRepository } from './modules/phone-check/phone-check.repository.js';
import { createPhoneCheckService } from './modules/phone-check/phone-check.service.js';
import { createRiskRepository } from './modules/risk/risk.repository.js';
import { createRiskService } from './modules/risk/risk.service.js';
import { createSectionTitleRepository } from './modules/section-titles/section-titles.repository.js';
import { createSectionTitlesService } from './modules/section-titles/section-titles.service.js';
import { createSeoRepository } from './modules/seo/seo.repository.js';
import { createSeoService } from './modules/seo/seo.service.js';
import { createSettingsRepository } from './modules/settings/settings.repository.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { createSmsService, smsStatusEffects, smsWithdrawEffects } from './modules/sms/sms.service.js';

/**
 * The composition root: every domain service built once over the shared database, so that a module
 * needing another's rules (orders needs prices and shipping fees) calls that module's service.
 */
export function createServices(
  db: Kysely<Database>,
  config: AppConfig,
  media: MediaService,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
) {
  const signingKey = loadSigningKey(config.jwtSecret, config.dataDir);
  const tokens = createTokenIssuer(signingKey, config.jwtLifetime);
  /** Content writes notify here; the rendered storefront listens and drops its cached page. */
  const changes = createChangeNotifier();
  /**
   * The one writer of orders' statuses (decision 047) with the jobs its moves cause: the customer's
   * SMS (decision 037) and a new page order's Purchase event (decision 033), each in the move's own
   * transaction.
   */
  const statusMoves = createStatusMoves({
    sms: smsStatusEffects,
    withdrawSms: smsWithdrawEffects,
    // `conversions` is built below; a move only reaches this once the app serves.
    purchaseEvent: (trx, orders, now) =>
      insertJobs(
        trx,
        orders.map(({ orderId, origin }) => conversions.purchaseEvents.jobFor(orderId, origin)),
        now,
      ).then(() => undefined),
  });
  const ordersRepository = createOrdersRepository(db, statusMoves);
  const catalog = createCatalogService(createCatalogRepository(db), {
    media,
    changes,
    // Order lines keep the product's image as it was ordered; such a file outlives its product.
    imageInUse: (file) => ordersRepository.isProductImageInUse(file),
    heldBySize: () => ordersRepository.heldBySize(),
  });
  const settings = createSettingsService(createSettingsRepository(db), {
    changes,
    checkoutDraftDays: config.checkoutDraftDays,
  });
  /** The delivery table (decision 067), drawn from the settings' two fees until the owner saves one. */
  const deliveryZones = createDeliveryZonesService({
    repository: createDeliveryZonesRepository(db),
    fees: () => settings.allowedShippingFees(),
  });
  /** Calls to other services, sent after the change that causes them commits (decision 033). */
  const outbox = createOutboxService({ repository: createOutboxRepository(db), log, jobs: outboxJobs });
  const integrationSettings = createIntegrationSettingsRepository(db);
  const conversions = createConversionsService({
    settings: integrationSettings,
    orders: ordersRepository,
    outbox,
    graphUrl: config.facebookGraphUrl,
  });
  const couriers = createCouriersService({
    settings: integrationSettings,
    steadfastUrl: config.steadfastApiUrl,
    pathaoUrl: config.pathaoApiUrl,
  });
  /** The fake-order check's settings and blocklist (decision 038). */
  const risk = createRiskService({
    repository: createRiskRepository(db, statusMoves),
    settings: integrationSettings,
    outbox,
    steadfast: couriers.steadfastHistory,
  });
  const sms = createSmsService({
    settings: integrationSettings,
    orders: ordersRepository,
    outbox,
    siteSettings: () => settings.list(),
    urls: { bulksmsbd: config.bulksmsbdApiUrl, sslwireless: config.sslwirelessApiUrl },
    phoneBlocked: risk.phoneBlocked,
    db,
    moves: statusMoves,
  });
  /** The optional code by SMS for new orders (decision 040). */
  const phoneCheck = createPhoneCheckService({
    repository: createPhoneCheckRepository(db, statusMoves),
    outbox,
    sms,
    // Drawn from the key tokens are signed with: every instance shares it, and nothing else must.
    key: signingKey,
    publicReadDays: config.orderLinkDays,
  });
  const orderPlacement = createOrderPlacementService({
    repository: createPlacementRepository(db, statusMoves),
    catalog,
    settings,
    deliveryZones,
    duplicateWindowMinutes: config.duplicateOrderWindowMinutes,
    publicReadDays: config.orderLinkDays,
    purchaseEvents: conversions.purchaseEvents,
    risk,
    phoneCheck,
    phoneHourlyLimit: config.orderPhoneLimit,
    confirmEntered: async (orderId, actor) =>
      (
        await ordersRepository.updateStatus(
          orderId,
          'confirmed',
          nowIso(),
          (from) => from === 'pending',
          actor,
        )
      ).outcome === 'updated',
  });
  const bookingRepository = createBookingRepository(db, statusMoves);
  return {
    outbox,
    risk,
    conversions,
    couriers,
    sms,
    phoneCheck,
    courierTracking: createTrackingService({
      repository: createTrackingRepository(db, statusMoves),
      parcels: bookingRepository,
      orders: ordersRepository,
      outbox,
      gateway: couriers.gateway,
      verify: { steadfast: couriers.isSteadfastWebhook, pathao: couriers.isPathaoWebhook },
      pollMinutes: config.courierPollMinutes,
      log,
    }),
    courierBooking: createBookingService({
      repository: bookingRepository,
      orders: ordersRepository,
      outbox,
      gateway: couriers.gateway,
    }),
    changes,
    auth: createAuthService({
      repository: createAuthRepository(db),
      tokens,
      sessionLifetime: config.jwtLifetime,
      warn: (details, message) => log.warn(details, message),
    }),
    catalog,
    businessInfo: createBusinessInfoService(createBusinessInfoRepository(db), { changes }),
    brand: createBrandService(
      { logos: createLogoRepository(db), favicons: createFaviconRepository(db) },
      { media, changes },
    ),
    seo: createSeoService(createSeoRepository(db), { changes }),
    banner: createBannerService(createBannerRepository(db), { media, changes }),
    features: createFeaturesService(createFeaturesRepository(db), { media, changes }),
    faq: createFaqService(createFaqRepository(db), { changes }),
    sectionTitles: createSectionTitlesService(
      { feature: createSectionTitleRepository(db, 'feature'), faq: createSectionTitleRepository(db, 'faq') },
      { changes },
    ),
    orderPlacement,
    checkoutDrafts: createCheckoutDraftsService({
      repository: createCheckoutDraftsRepository(db),
      catalog,
      placement: orderPlacement,
      keepDays: config.checkoutDraftDays,
    }),
    orderManagement: createOrderManagementService({
      repository: createManagementRepository(db, { moves: statusMoves }),
      orders: ordersRepository,
    }),
    orderBulk: createOrderBulkService({
      repository: createBulkRepository(db, statusMoves),
      orders: ordersRepository,
    }),
    orderEditing: createOrderEditingService({ repository: createEditingRepository(db), catalog, settings }),
    orderSplitting: createOrderSplittingService({ repository: createSplittingRepository(db, statusMoves) }),
    orderTimeline: createOrderTimelineService({ repository: createTimelineRepository(db) }),
    orderExport: createOrderExportService({ repository: createExportRepository(db) }),
    customers: createCustomersService({ repository: createCustomersRepository(db) }),
    dashboard: createDashboardService({ repository: createDashboardRepository(db) }),
    settings,
    deliveryZones,
  };
}

export type Services = ReturnType<typeof createServices>;
