import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_RISK_SETTINGS } from '@haat/contract';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { type AppConfig, loadConfig } from '../config.js';
import { runFirstRun } from '../setup/first-run.js';
import { errorCollector } from './logged-errors.js';
import { usesSeededTemplate } from './seed-rule.js';
import { copyDatabase, dropDatabase, type SeededTemplate, TEMPLATE_ADMIN } from './seeded-template.js';

export const TEST_ADMIN = TEMPLATE_ADMIN;

export type TestApp = Awaited<ReturnType<typeof buildApp>> & { config: AppConfig; cleanup(): Promise<void> };

/**
 * A fresh app on a fresh database for one test file: a temporary SQLite file, or — when
 * TEST_DATABASE_URL is set — a new PostgreSQL database created for this app and dropped afterwards.
 * Started as `main` starts the shop: the first-run step makes the test administrator and, unless
 * SEED_DEMO is false, the demo shop. The demo shop is the run's seeded copy when the app's settings
 * do not change what the first run writes (seeded-template.ts). Tests cross the real HTTP and
 * database boundaries through `app.inject`.
 *
 * `env` overrides the suites' defaults below; a variable given as `undefined` is unset, so the app
 * takes the shipped default (what the proxy-trap test needs: the shop as it is installed).
 *
 * Suites that are not about the fake-order check place many orders from one phone with short made-up
 * addresses, which the check would rightly hold; their shop holds none (threshold 101, as an owner
 * can set it) unless `holdRiskyOrders` keeps the shipped settings, as the fake-order suites do.
 */
export async function createTestApp(
  env: Record<string, string | undefined> = {},
  options: { holdRiskyOrders?: boolean } = {},
): Promise<TestApp> {
  // `DATABASE_URL: ''`: the embedded database, on a PostgreSQL run too.
  const embedded = env.DATABASE_URL === '';
  const template = usesSeededTemplate(env) ? runTemplate(embedded) : undefined;
  const { dataDir, database } = await shopFiles(template, { postgres: !embedded });
  const app = await startTestApp(dataDir, database, env);
  if (!options.holdRiskyOrders)
    await app.services.risk.updateSettings({ ...DEFAULT_RISK_SETTINGS, threshold: HOLD_NONE });
  return app;
}

/** A threshold no score reaches: the fake-order check assesses every order and holds none. */
const HOLD_NONE = 101;

/**
 * A data folder and, on PostgreSQL (TEST_DATABASE_URL) unless `embedded`, a database that hold the
 * run's seeded demo shop, for a test that starts the shop on them itself: the built server as a
 * process (server-process.ts), or an app of its own settings. Its first start finds the shop and
 * TEST_ADMIN there, as a restarted shop does: seeding instead, seconds of CPU inside the test's time
 * limit, is what a busy two-core machine stretched past it. `remove` deletes both.
 */
export async function seededShopFiles(prefix: string, { embedded = false } = {}) {
  const files = await shopFiles(runTemplate(embedded), { prefix, postgres: !embedded });
  return {
    ...files,
    async remove() {
      await files.database?.drop();
      fs.rmSync(files.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A new data folder and, when the run is on PostgreSQL and `postgres`, a database: copies of
 * `template`'s, or empty without one.
 */
async function shopFiles(
  template: SeededTemplate | undefined,
  { prefix = 'haat-test-', postgres = true }: { prefix?: string; postgres?: boolean } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (template) fs.cpSync(template.dataDir, dataDir, { recursive: true });
  const database =
    process.env.TEST_DATABASE_URL && postgres
      ? await createPostgresDatabase(process.env.TEST_DATABASE_URL, template?.database ?? null)
      : null;
  return { dataDir, database };
}

/**
 * The demo shop seeded for this run, on its engine or the embedded one, when the run has one (the
 * server project's global setup).
 */
function runTemplate(embedded = false): SeededTemplate | undefined {
  return inject(embedded ? 'embeddedTemplate' : 'seededTemplate') as SeededTemplate | undefined;
}

/** Several instances of the shop share a PostgreSQL database (README): the suites of their races. */
export const sharesDatabase = process.env.TEST_DATABASE_URL !== undefined;

/**
 * A second instance of `first`'s shop: its own process state and folder, the same PostgreSQL
 * database and signing key, as a second server behind a load balancer would be. PostgreSQL only.
 */
export async function createSecondInstance(
  first: TestApp,
  env: Record<string, string> = {},
): Promise<TestApp> {
  if (!first.config.databaseUrl) throw new Error('a second instance needs PostgreSQL (TEST_DATABASE_URL)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-test-'));
  // The same JWT_SECRET, as every instance on one database must have (config.ts refuses otherwise).
  return startTestApp(dataDir, null, {
    DATABASE_URL: first.config.databaseUrl,
    JWT_SECRET: first.config.jwtSecret ?? '',
    ...env,
  });
}

/**
 * `count` instances started at the same moment on one new, empty PostgreSQL database, as a deploy
 * starts them: the first of the answers drops the database on cleanup. PostgreSQL only.
 */
export async function createInstancesTogether(
  count: number,
  env: Record<string, string> = {},
): Promise<TestApp[]> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('instances that share a database need PostgreSQL (TEST_DATABASE_URL)');
  const database = await createPostgresDatabase(adminUrl);
  const shared = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('base64url'), ...env };
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      startTestApp(
        fs.mkdtempSync(path.join(os.tmpdir(), 'haat-test-')),
        index === 0 ? database : null,
        shared,
      ),
    ),
  );
}

async function startTestApp(
  dataDir: string,
  database: Awaited<ReturnType<typeof createPostgresDatabase>> | null,
  env: Record<string, string | undefined>,
): Promise<TestApp> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    // Errors only, collected: a test fails if its app logged one it did not expect (setup.ts).
    LOG_LEVEL: 'error',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Most suites place many orders from one address and one phone; the abuse guards have their own tests.
    ORDER_RATE_LIMIT: '1000000',
    ORDER_PHONE_LIMIT: '1000000',
    DUPLICATE_ORDER_WINDOW_MINUTES: '0',
    ...(database ? { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('base64url') } : {}),
    ...env,
  });
  const app = await buildApp(config, { logStream: errorCollector() });
  await runFirstRun(app, config);
  return Object.assign(app, {
    config,
    async cleanup() {
      await app.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/**
 * A new PostgreSQL database beside the one TEST_DATABASE_URL names, empty or a copy of `template`;
 * `drop` removes it.
 */
export async function createPostgresDatabase(adminUrl: string, template: string | null = null) {
  const name = `haat_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const url = await copyDatabase(adminUrl, name, template);
  return { url, drop: () => dropDatabase(adminUrl, name) };
}

/** Parses a JSON answer; fails the test with the raw body when it is not JSON. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on them; schemas check shapes.
export function json<T = any>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}

/** How many orders the database holds: what a test compares with the 201 answers it got. */
export async function storedOrderCount(app: TestApp): Promise<number> {
  const row = await app.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
