import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { type AppConfig, loadConfig } from '../../config.js';
import { runFirstRun } from '../../setup/first-run.js';
import { verifyPassword } from './password.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function configFor(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-admin-'));
  dirs.push(dataDir);
  return loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env });
}

/** The app as `main` starts it, with what its first-run step reported. */
async function start(config: AppConfig) {
  const app = await buildApp(config);
  return Object.assign(app, { startup: await runFirstRun(app, config) });
}

// These start the app on the embedded database on purpose: they are about the first start of a shop.
describe('the first administrator', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD with a scrypt hash', async () => {
    const app = await start(
      configFor({ ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: 'a-long-password' }),
    );
    try {
      expect(app.startup.firstAdministrator).toEqual({ email: 'owner@example.com' });
      const row = await app.db.selectFrom('administrators').selectAll().executeTakeFirstOrThrow();
      expect(row.email).toBe('owner@example.com');
      expect(await verifyPassword('a-long-password', row.password_hash)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('without those variables is admin@localhost with a generated password, created once', async () => {
    const config = configFor({});
    const first = await start(config);
    const created = first.startup.firstAdministrator;
    await first.close();
    expect(created?.email).toBe('admin@localhost');
    expect(created?.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16,}$/);

    const second = await start(config);
    try {
      expect(second.startup.firstAdministrator).toBeNull();
      const rows = await second.db.selectFrom('administrators').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(await verifyPassword(created?.generatedPassword ?? '', rows[0]?.password_hash ?? '')).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('without those variables signs in with exactly what the first start printed', async () => {
    const app = await start(configFor({}));
    try {
      const printed = app.startup.firstAdministrator;
      const login = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: printed?.email, password: printed?.generatedPassword },
      });
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().data.user.email).toBe('admin@localhost');
    } finally {
      await app.close();
    }
  });
});
