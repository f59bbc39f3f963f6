import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import { withStartupLock } from '../db/database.js';
import type { ChangeKind } from '../lib/change-notifier.js';
import type { FirstAdministrator } from '../modules/auth/auth.service.js';
import { seedShop, shopIsEmpty } from './seed-shop.js';

export interface FirstRunReport {
  /** Set when this start created the first administrator (with the generated password, if any). */
  firstAdministrator: FirstAdministrator | null;
  /** Whether this start filled the empty database with the demo shop. */
  seeded: boolean;
}

/** Every cache tag the seed writes: the storefront and the product list read them fresh after it. */
const SEEDED_KINDS: ChangeKind[] = [
  'business',
  'logo',
  'favicon',
  'seo',
  'banner',
  'feature',
  'featureSection',
  'faq',
  'faqSection',
  'product',
  'settings',
];

/**
 * What a shop needs before its first visitor, done on every start and a no-op once done (decision
 * 016): the first administrator when there is none (ADMIN_EMAIL / ADMIN_PASSWORD, or admin@localhost
 * with a generated password), and with SEED_DEMO the demo shop when the database is empty. `main`
 * runs it after `buildApp` and before listening; `buildApp` itself never writes the shop's data.
 *
 * The demo shop's texts and drawings (`@haat/demo`) are imported here and only here, and only when
 * an empty shop is seeded: a running shop never loads them.
 */
export async function runFirstRun(app: FastifyInstance, config: AppConfig): Promise<FirstRunReport> {
  // Instances starting together on an empty PostgreSQL database take turns: the first creates the
  // administrator and the demo shop, the others find them there (decision 021).
  return withStartupLock(app.db, () => firstRun(app, config));
}

async function firstRun(app: FastifyInstance, config: AppConfig): Promise<FirstRunReport> {
  const { services, db, media, log } = app;
  const firstAdministrator = await services.auth.ensureFirstAdministrator({
    email: config.adminEmail,
    password: config.adminPassword,
  });

  let seeded = false;
  if (config.seedDemo && (await shopIsEmpty(db))) {
    const { demoShop } = await import('@haat/demo');
    seeded = await seedShop(db, media, demoShop);
  }
  if (seeded) {
    log.info('demo shop seeded');
    for (const kind of SEEDED_KINDS) services.changes.notify(kind);
  }
  return { firstAdministrator, seeded };
}
