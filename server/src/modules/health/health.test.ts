import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, sharesDatabase, type TestApp } from '../../test/test-app.js';
import { healthMessages } from './health.routes.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ SEED_DEMO: 'false' });
});
afterAll(() => app.cleanup());

const health = () => app.inject({ method: 'GET', url: '/api/health' });

describe('GET /api/health', () => {
  it('is ok, naming the engine, while the database answers', async () => {
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual({ status: 'ok', database: app.dbEngine });
  });

  // Decision 021: a load balancer must learn that an instance lost its database, and see it come back,
  // without anyone restarting the instance. Only PostgreSQL can go away beneath a running server.
  it.runIf(sharesDatabase)(
    'answers 503 while the database refuses connections, and ok again once it is back',
    async () => {
      const name = new URL(app.config.databaseUrl ?? '').pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
          name,
        ]);
        const down = await health();
        expect(down.statusCode).toBe(503);
        expect(json(down)).toEqual({ success: false, message: healthMessages.databaseDown });

        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        // A connection the pool began while the database refused them may still fail once: the
        // promise is ok again without a restart, within a check or two, not on the very next one.
        await expect.poll(async () => (await health()).statusCode, { timeout: 5_000 }).toBe(200);
      } finally {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        await admin.end();
      }
    },
  );
});
