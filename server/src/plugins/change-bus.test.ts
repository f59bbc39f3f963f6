import type { Product } from '@haat/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondInstance, createTestApp, json, sharesDatabase, type TestApp } from '../test/test-app.js';

// Several instances on one PostgreSQL (decision 020): a write through one instance clears
// what every other instance keeps in memory (here the product list, served from a cache until a
// product write), also after the other's listening connection broke and came back.

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  if (!sharesDatabase) return;
  first = await createTestApp();
  second = await createSecondInstance(first);
});
afterAll(async () => {
  await second?.cleanup();
  await first?.cleanup();
});

const productsOn = async (instance: TestApp) =>
  json(await instance.inject({ method: 'GET', url: '/api/product/all' })).data as Product[];

/** A new price for a product, written through the first instance's own service. */
async function repriceThroughFirst(product: Product | undefined, price: number): Promise<string> {
  if (!product) throw new Error('the demo shop has no product');
  const { _id, title, description } = product;
  await first.services.catalog.updateProduct(
    _id,
    {
      title,
      description,
      price,
      discountPrice: 0,
      hidden: false,
      saleFrom: null,
      saleUntil: null,
      announce: false,
    },
    [],
  );
  return _id;
}
const priceOn = async (instance: TestApp, id: string) =>
  (await productsOn(instance)).find((product) => product._id === id)?.price;

describe.runIf(sharesDatabase)('a product write through one instance', () => {
  it("reaches the other instance's cached product list", async () => {
    const before = await productsOn(second); // cached on the second instance from here on
    const id = await repriceThroughFirst(before[0], (before[0]?.price ?? 0) + 111);
    await expect.poll(() => priceOn(second, id), { timeout: 5000 }).toBe((before[0]?.price ?? 0) + 111);
  });

  it('reaches it after its listening connection broke, even when the message came while it was away', async () => {
    const name = new URL(first.config.databaseUrl ?? '').pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const [product] = await productsOn(second);
      await productsOn(first); // the first instance's pool holds a connection for the write below
      // The second instance cannot connect again until the write below has been made and announced.
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2',
        [name, `${second.dbApplicationName} listener`],
      );
      expect(rowCount).toBe(1);
      const id = await repriceThroughFirst(product, (product?.price ?? 0) + 7);
      expect(await priceOn(second, id)).toBe(product?.price); // missed: still the cached list
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await expect.poll(() => priceOn(second, id), { timeout: 15_000 }).toBe((product?.price ?? 0) + 7);
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
  });
});
