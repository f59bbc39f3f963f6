import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { effectivePrice, ORDER_STATUSES, type Order, type OrderStatus, type Product } from '@haat/contract';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { explainQuery } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { createBackup, restoreBackup } from '../../../ops/backup.js';
import { adminHeaders } from '../../../test/auth-helpers.js';
import { movesTo } from '../../../test/order-moves.js';
import { createTestApp, json, TEST_ADMIN, type TestApp } from '../../../test/test-app.js';
import { createManagementRepository } from '../management/management.repository.js';
import { createOrderSearch, parseOrderSearch } from './order-search.js';
import {
  type OrderSearchColumn,
  orderSearchIndex,
  SEARCH_INDEX_MIN_CHARACTERS,
  scanContains,
} from './search-index.js';

// The admin search finds a name or digits from inside a number through a trigram index (migration
// 0003, decision 011). Whatever path a search takes, it must answer what reading every order with
// `LIKE` answered before the index, and the index must follow every write to `orders`.

const customers = [
  { name: 'রহিম উদ্দিন', phone: '01712345678' },
  { name: 'Karim Mia', phone: '01812345679' },
  { name: 'সুমাইয়া আক্তার', phone: '01912345670' },
  { name: 'রহিমা খাতুন', phone: '01512345671' },
  { name: '100% খাঁটি_মধু', phone: '01612345672' },
  { name: 'Back\\slash "Quoted"', phone: '01398765432' },
  { name: 'নাসির হোসেন', phone: '01798345601' },
];

let app: TestApp;
let admin: { authorization: string };
let product: Product;
const placed: Order[] = [];

async function place(
  target: Pick<TestApp, 'inject'>,
  customer: { name: string; phone: string },
  item: Product,
): Promise<Order> {
  const response = await target.inject({
    method: 'POST',
    url: '/api/order/create-order',
    payload: {
      ...customer,
      city: 'ঢাকা',
      address: 'ঠিকানা',
      products: [{ product: item._id, quantity: 1 }],
      shipping: 80,
      total: effectivePrice(item) + 80,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data;
}

const list = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/order/all-orders${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return json(response) as { data: Order[]; meta: { total: number; counts: Record<string, number> } };
};
const namesFound = async (search: string) =>
  (await list(`?search=${encodeURIComponent(search)}`)).data.map((order) => order.name).sort();

const setStatus = async (id: string, status: OrderStatus) => {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/order/update/status/${id}`,
    headers: admin,
    payload: { status },
  });
  expect(response.statusCode, response.body).toBe(200);
};

/** The index's orders and counts per status for a text, next to those of reading every order. */
async function indexAndScan(db: Kysely<Database>, column: OrderSearchColumn, text: string) {
  const index = orderSearchIndex(db);
  const ids = (condition: ReturnType<typeof scanContains>) =>
    db
      .selectFrom('orders')
      .select('id')
      .where(condition)
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((row) => row.id));
  const byStatus = (rows: Array<{ status: string; count: number }>) =>
    Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  const scanned = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where(scanContains(column, text))
    .groupBy('status')
    .execute();
  return {
    index: {
      ids: await ids(index.contains(column, text)),
      counts: byStatus(await index.countByStatus(column, text)),
    },
    scan: { ids: await ids(scanContains(column, text)), counts: byStatus(scanned) },
  };
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await adminHeaders(app);
  [product] = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
  for (const customer of customers) placed.push(await place(app, customer, product));
});
afterAll(() => app.cleanup());

describe('admin order search', () => {
  it('finds part of a Bengali name, a Latin name in another case, and digits from inside a number', async () => {
    expect(await namesFound('মাইয়া আক্')).toEqual(['সুমাইয়া আক্তার']);
    expect(await namesFound('রহিম')).toEqual(['রহিম উদ্দিন', 'রহিমা খাতুন']);
    expect(await namesFound('KARIM mia')).toEqual(['Karim Mia']);
    expect(await namesFound('rim')).toEqual(['Karim Mia']);
    expect(await namesFound('345670')).toEqual(['সুমাইয়া আক্তার']);
    expect(await namesFound('345')).toEqual([
      '100% খাঁটি_মধু',
      'Karim Mia',
      'নাসির হোসেন',
      'রহিম উদ্দিন',
      'রহিমা খাতুন',
      'সুমাইয়া আক্তার',
    ]);
    expect(await namesFound('উদ্দিনx')).toEqual([]);
  });

  it('takes %, _, \\ and " typed by the user literally', async () => {
    expect(await namesFound('0% খাঁ')).toEqual(['100% খাঁটি_মধু']);
    expect(await namesFound('টি_ম')).toEqual(['100% খাঁটি_মধু']);
    expect(await namesFound('টি%ম')).toEqual([]);
    expect(await namesFound('k\\sl')).toEqual(['Back\\slash "Quoted"']);
    expect(await namesFound('"quoted"')).toEqual(['Back\\slash "Quoted"']);
    expect(await namesFound('h "q')).toEqual(['Back\\slash "Quoted"']);
  });

  it('answers one and two characters, too short for the index, by reading the orders', async () => {
    expect(await namesFound('%')).toEqual(['100% খাঁটি_মধু']);
    expect(await namesFound('_')).toEqual(['100% খাঁটি_মধু']);
    expect(await namesFound('K')).toEqual(['Back\\slash "Quoted"', 'Karim Mia']);
    expect(await namesFound('মা')).toEqual(['রহিমা খাতুন', 'সুমাইয়া আক্তার']);
    expect(await namesFound('রহ')).toEqual(['রহিম উদ্দিন', 'রহিমা খাতুন']);
  });

  it('counts its matches per status, and the index follows status changes and deletes', async () => {
    const [rahim, , , rahima] = placed as [Order, Order, Order, Order];
    await setStatus(rahim._id, 'shipped');
    await setStatus(rahima._id, 'on_hold');
    await setStatus(rahima._id, 'confirmed');
    await setStatus(rahima._id, 'shipped');
    await setStatus(rahima._id, 'delivered');
    const { meta } = await list(`?search=${encodeURIComponent('রহিম')}`);
    expect(meta.counts).toEqual({
      all: 2,
      pending: 0,
      confirmed: 0,
      on_hold: 0,
      shipped: 1,
      delivered: 1,
      returned: 0,
      cancelled: 0,
    });
    const delivered = await list(`?search=${encodeURIComponent('রহিম')}&status=delivered`);
    expect(delivered.data.map((order) => order._id)).toEqual([rahima._id]);
    expect(delivered.meta.total).toBe(1);

    await app.inject({ method: 'DELETE', url: `/api/order/delete/${rahim._id}`, headers: admin });
    expect(await namesFound('রহিম')).toEqual(['রহিমা খাতুন']);
    const after = await indexAndScan(app.db, 'name', 'রহিম');
    expect(after.index).toEqual(after.scan);
    expect(after.index.counts).toEqual({ delivered: 1 });
  });

  // Decision 024: SQLite's index keeps the status in its rowids (migration 0008 made room for seven).
  it('finds and counts an order in each of the seven statuses, through the index as by reading', async () => {
    const byStatus = new Map<OrderStatus, string>();
    for (const [index, status] of ORDER_STATUSES.entries()) {
      const order = await place(app, { name: `বিলকিস বানু ${index}`, phone: `0176666000${index}` }, product);
      for (const move of movesTo(status)) await setStatus(order._id, move);
      byStatus.set(status, order._id);
    }
    const search = encodeURIComponent('বিলকিস');
    const { meta } = await list(`?search=${search}`);
    expect(meta.counts).toEqual({
      all: 7,
      ...Object.fromEntries(ORDER_STATUSES.map((status) => [status, 1])),
    });
    for (const status of ORDER_STATUSES) {
      const found = await list(`?search=${search}&status=${status}`);
      expect(
        found.data.map((order) => order._id),
        status,
      ).toEqual([byStatus.get(status)]);
    }
    const both = await indexAndScan(app.db, 'name', 'বিলকিস');
    expect(both.index).toEqual(both.scan);
  });

  it('a common term reads the newest orders for its page, with the same answer as the index', async () => {
    for (const [index, phone] of ['01755550001', '01755550002', '01755550003'].entries())
      await place(app, { name: `জামাল হক ${index}`, phone }, product);
    // With a threshold of two matches, a term found twice or more is "common".
    const everyPath = [
      createManagementRepository(app.db),
      createManagementRepository(app.db, { search: { commonTermMatches: 2 } }),
    ];
    for (const text of ['জামাল', 'আ', '345', '5550', 'মি']) {
      const search = parseOrderSearch(text);
      const created = { createdFrom: '2000-01-01T00:00:00.000Z', createdBefore: '2999-01-01T00:00:00.000Z' };
      const answers = await Promise.all(
        everyPath.map(async (repository) => ({
          page: (await repository.listOrders({ search }, { offset: 0, limit: 2 })).map((order) => order._id),
          pending: (await repository.listOrders({ search, status: 'pending' }, { offset: 0, limit: 20 }))
            .length,
          counts: await repository.countByStatus({ search }),
          dated: await repository.countByStatus({ search, ...created }),
        })),
      );
      expect(answers[1], text).toEqual(answers[0]);
      expect(answers[0]?.dated, text).toEqual(answers[0]?.counts);
    }
  });

  it('answers a name or inner digits of three characters from the trigram index', async () => {
    const search = createOrderSearch(app.db);
    const indexName = app.dbEngine === 'sqlite' ? 'orders_search' : 'orders_name_trigrams';
    const plan = async (text: string) =>
      (
        await explainQuery(
          app.db,
          app.db
            .selectFrom('orders')
            .selectAll()
            .where(await search.pageCondition({ search: parseOrderSearch(text) }))
            .orderBy('created_at', 'desc')
            .limit(20),
          { preferIndexes: true },
        )
      ).join('\n');
    expect(await plan('মাইয়া')).toContain(indexName);
    expect(await plan('345670')).toContain(indexName.replace('name', 'phone'));
    expect(await plan('মা')).not.toContain(indexName);
  });
});

describe('the trigram index answers exactly what reading every order answers', () => {
  // Names mixing Bengali (with its vowel signs), Latin letters in both cases, Latin-1 letters whose
  // case the engines fold differently, spaces, LIKE's wildcards, quotes and a backslash.
  const characters = [
    'ক',
    'ম',
    'া',
    'ি',
    '্',
    'য',
    'a',
    'A',
    'k',
    'K',
    'é',
    'É',
    ' ',
    '%',
    '_',
    '\\',
    '"',
    '1',
    '0',
  ];
  const text = (maxLength: number) => fc.string({ unit: fc.constantFrom(...characters), maxLength });

  it('for random names and random terms', async () => {
    const db = app.db;
    const names = fc.sample(text(12), { numRuns: 150, seed: 11 });
    let invoice = 900_000;
    for (const name of names) {
      invoice += 1;
      await db
        .insertInto('orders')
        .values({
          id: `random-${invoice}`,
          invoice_number: invoice,
          status: (['pending', 'shipped', 'delivered', 'cancelled'] as const)[invoice % 4] as OrderStatus,
          name,
          phone: `017${String(invoice * 7919)
            .padStart(8, '0')
            .slice(-8)}`,
          city: 'ঢাকা',
          address: 'ঠিকানা',
          shipping: 80,
          subtotal: 100,
          total: 180,
          note: '',
          created_at: new Date(invoice).toISOString(),
          updated_at: new Date(invoice).toISOString(),
        })
        .execute();
    }
    const someName = fc.constantFrom(...names.filter((name) => name.length >= 4));
    const term = fc.oneof(
      text(5),
      // A piece of a stored name, so most terms do match something.
      fc
        .tuple(someName, fc.nat(), fc.integer({ min: SEARCH_INDEX_MIN_CHARACTERS, max: 6 }))
        .map(([name, start, length]) =>
          [...name]
            .slice(start % name.length)
            .slice(0, length)
            .join(''),
        ),
    );
    await fc.assert(
      fc.asyncProperty(term, async (raw) => {
        const lowered = raw.toLowerCase();
        fc.pre([...lowered].length >= SEARCH_INDEX_MIN_CHARACTERS);
        const found = await indexAndScan(db, 'name', lowered);
        expect(found.index).toEqual(found.scan);
      }),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 3, maxLength: 6 }),
        async (digits) => {
          const found = await indexAndScan(db, 'phone', digits);
          expect(found.index).toEqual(found.scan);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('after a restore from backup', () => {
  // Backups are of the embedded database, so this always runs on SQLite.
  it('the index holds exactly the restored orders', async () => {
    const backupRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-search-backup-'));
    const shop = await createTestApp({ DATABASE_URL: '' });
    try {
      const [item] = json(await shop.inject({ method: 'GET', url: '/api/product/all' })).data as Product[];
      const kept = await place(shop, { name: 'ফাতেমা বেগম', phone: '01711112222' }, item as Product);
      const folder = await createBackup({
        dataDir: shop.config.dataDir,
        backupRoot,
        images: shop.media.store,
      });
      const headers = await adminHeaders(shop);
      await place(shop, { name: 'ফাতেমা খাতুন', phone: '01711113333' }, item as Product);
      await shop.inject({ method: 'DELETE', url: `/api/order/delete/${kept._id}`, headers });
      await shop.close();

      await restoreBackup({ dataDir: shop.config.dataDir, folder, images: shop.media.store });
      const restored = await buildApp(shop.config);
      try {
        const login = await restored.inject({ method: 'POST', url: '/api/user/login', payload: TEST_ADMIN });
        const found = await restored.inject({
          method: 'GET',
          url: `/api/order/all-orders?search=${encodeURIComponent('ফাতেমা')}`,
          headers: { authorization: `bearer ${json(login).data.token}` },
        });
        expect(json(found).data.map((order: Order) => order._id)).toEqual([kept._id]);
        const { index, scan } = await indexAndScan(restored.db, 'name', 'ফাতেমা');
        expect(index).toEqual(scan);
        expect(index.ids).toEqual([kept._id]);
      } finally {
        await restored.close();
      }
    } finally {
      await shop.cleanup();
      fs.rmSync(backupRoot, { recursive: true, force: true });
    }
  });
});
