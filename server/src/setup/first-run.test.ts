import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { runFirstRun } from './first-run.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function configFor(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-first-run-'));
  dirs.push(dataDir);
  return loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'owner@example.com',
    ADMIN_PASSWORD: 'first-run-password',
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    ...env,
  });
}

const rows = async (app: Awaited<ReturnType<typeof buildApp>>) => ({
  administrators: (await app.db.selectFrom('administrators').select('id').execute()).length,
  products: (await app.db.selectFrom('products').select('id').execute()).length,
  business: (await app.db.selectFrom('business_info').select('id').execute()).length,
});

// On the embedded database on purpose, like `npm start` in a new folder.
describe('the first-run step', () => {
  it('is what makes the first administrator and the demo shop: buildApp alone writes neither', async () => {
    const config = configFor({ SEED_DEMO: 'true' });
    const app = await buildApp(config);
    try {
      expect(await rows(app)).toEqual({ administrators: 0, products: 0, business: 0 });

      const report = await runFirstRun(app, config);
      expect(report).toEqual({ firstAdministrator: { email: 'owner@example.com' }, seeded: true });
      const seeded = await rows(app);
      expect(seeded.administrators).toBe(1);
      expect(seeded.products).toBeGreaterThan(0);
      expect(seeded.business).toBe(1);
      expect((await app.inject({ method: 'GET', url: '/api/product/all' })).json().data).toHaveLength(
        seeded.products,
      );

      // Every later start runs it too, and it changes nothing.
      expect(await runFirstRun(app, config)).toEqual({ firstAdministrator: null, seeded: false });
      expect(await rows(app)).toEqual(seeded);
    } finally {
      await app.close();
    }
  });

  it('with SEED_DEMO=false leaves the shop empty and still makes the administrator', async () => {
    const config = configFor({ SEED_DEMO: 'false' });
    const app = await buildApp(config);
    try {
      expect(await runFirstRun(app, config)).toEqual({
        firstAdministrator: { email: 'owner@example.com' },
        seeded: false,
      });
      expect(await rows(app)).toEqual({ administrators: 1, products: 0, business: 0 });
    } finally {
      await app.close();
    }
  });
});
