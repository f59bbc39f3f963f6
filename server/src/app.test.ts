import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrations } from './db/migrate.js';
import { createTestApp, json, type TestApp } from './test/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ SEED_DEMO: 'false' });
});
afterAll(() => app.cleanup());

describe('the API envelope', () => {
  it('an unknown /api route answers a JSON 404, never the web app', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/no/such/route' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(json(response)).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('health answers ok after touching the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, data: { status: 'ok', database: app.dbEngine } });
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI document generated from the schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = json(response);
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/product/all', '/api/business/all']),
    );
    const productList =
      document.paths['/api/product/all'].get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(productList)).toContain('discountPrice');
  });

  it('serves a browsable UI', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    const page =
      response.statusCode === 302
        ? await app.inject({ method: 'GET', url: response.headers.location as string })
        : response;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('migrations', () => {
  it('run again without harm: nothing to apply, data kept', async () => {
    await app.db
      .insertInto('site_settings')
      .values({
        id: 'keep-me-0000000000000',
        inside_dhaka_fee: 70,
        outside_dhaka_fee: 140,
        phone: '',
        created_at: 'x',
        updated_at: 'x',
      })
      .execute();
    expect(await migrateToLatest(app.db)).toEqual([]);
    expect(await migrateToLatest(app.db)).toEqual([]);
    const rows = await app.db.selectFrom('site_settings').select('id').execute();
    expect(rows).toEqual([{ id: 'keep-me-0000000000000' }]);
    const tables = await sql<{ count: number }>`select count(*) as count from kysely_migration`.execute(
      app.db,
    );
    // One row per migration listed in db/migrate.ts, each run once.
    expect(Number(tables.rows[0]?.count)).toBe(Object.keys(migrations).length);
    expect(Object.keys(migrations).length).toBeGreaterThanOrEqual(4);
  });
});
