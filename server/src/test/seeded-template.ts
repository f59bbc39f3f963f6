import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { runFirstRun } from '../setup/first-run.js';

/**
 * The demo shop most API suites start from, seeded once per test run and copied for each test app.
 *
 * Seeding draws the demo's pictures and encodes each as WebP at three widths: about five seconds of
 * CPU, paid by every suite that starts a shop, on two cores. The seed is still the real one (the
 * first run of a real app, global-setup.ts); a test app gets a copy of what it wrote, the data
 * folder and the database (SQLite's file is in the folder; PostgreSQL's is `CREATE DATABASE …
 * TEMPLATE`), and its own first run then finds the administrator and the shop there, as a restarted
 * shop does. Suites about the first run itself, or with another administrator, storage or database,
 * seed from empty as before (`usesSeededTemplate`, seed-rule.ts).
 */
export interface SeededTemplate {
  /** A data folder as the first run left it: the SQLite file (SQLite) and the uploaded images. */
  dataDir: string;
  /** The PostgreSQL database to copy, when the run is on PostgreSQL. */
  database: string | null;
}

/** The administrator every test app signs in as (test-app.ts's TEST_ADMIN). */
export const TEMPLATE_ADMIN = { email: 'owner@example.com', password: 'correct-horse-battery' } as const;

/** Seeds the demo shop into `root` (and a new PostgreSQL database when `adminUrl` is given). */
export async function createSeededTemplate(
  root: string,
  adminUrl: string | undefined,
): Promise<SeededTemplate> {
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  const database = adminUrl ? `haat_seeded_${process.pid}_${Math.random().toString(36).slice(2, 8)}` : null;
  if (adminUrl && database) await onServer(adminUrl, `CREATE DATABASE ${database}`);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: TEMPLATE_ADMIN.email,
    ADMIN_PASSWORD: TEMPLATE_ADMIN.password,
    WEB_DIST_DIR: path.join(root, 'no-web-build'),
    ...(adminUrl && database
      ? { DATABASE_URL: databaseUrl(adminUrl, database), JWT_SECRET: 'x'.repeat(32) }
      : {}),
  });
  const app = await buildApp(config);
  try {
    const report = await runFirstRun(app, config);
    if (!report.seeded) throw new Error('the seeded template found a shop already there');
  } finally {
    // Closed before anything copies it: SQLite's WAL checkpointed into the file, and no connection
    // left on the PostgreSQL template (CREATE DATABASE … TEMPLATE refuses one that is in use).
    await app.close();
  }
  return { dataDir, database };
}

/** A new database on the server `adminUrl` names, a copy of `template` or empty; its URL. */
export async function copyDatabase(adminUrl: string, name: string, template: string | null): Promise<string> {
  const sql = template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await onServer(adminUrl, sql);
      return databaseUrl(adminUrl, name);
    } catch (error) {
      // 55006: the template is in use for a moment (another worker's copy starting): try again.
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
