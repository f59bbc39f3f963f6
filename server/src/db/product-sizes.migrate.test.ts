import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogRepository } from '../modules/catalog/catalog.repository.js';
import { readOrder } from '../modules/orders/order-reads.js';
import { emptyDatabase } from '../test/empty-database.js';
import { migrateToLatest, migrations } from './migrate.js';

// Migration 0023 (decision 064): a shop upgrading has products and orders of before sizes. Each
// product becomes one size with its price, each order line names that size, and nothing is lost.
let handle: Awaited<ReturnType<typeof emptyDatabase>>;

beforeAll(async () => {
  handle = await emptyDatabase('haat-sizes-');
});
afterAll(() => handle?.remove());

describe('migration 0023: product sizes', () => {
  it('gives every product one size with its own price, and every order line that size', async () => {
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo('0018-phone-checks');
    if (error) throw error;
    const at = '2026-05-01T06:00:00.000Z';
    const productId = 'product-langra-000001';
    await sql`insert into products (id, title, price, discount_price, img, description, position, created_at, updated_at)
      values (${productId}, 'ল্যাংড়া আম (৫ কেজি)', 850, 780, 'langra.webp', '<p>আম</p>', 0, ${at}, ${at})`.execute(
      handle.db,
    );
    await sql`insert into orders (id, invoice_number, status, name, phone, city, address, shipping,
        subtotal, total, created_at, updated_at)
      values ('order-before-sizes-01', 1001, 'delivered', 'নাসরিন', '01712345601', 'ঢাকা', 'ঠিকানা', 80,
        1560, 1640, ${at}, ${at})`.execute(handle.db);
    await sql`insert into order_lines (id, order_id, position, product_id, title, img, price, discount_price, quantity)
      values ('line-before-sizes-01', 'order-before-sizes-01', 0, ${productId}, 'ল্যাংড়া আম (৫ কেজি)',
        'langra.webp', 850, 780, 2)`.execute(handle.db);

    expect(await migrateToLatest(handle.db)).toContain('0023-product-sizes');

    const product = await createCatalogRepository(handle.db).findProduct(productId);
    expect(product).toEqual({
      _id: productId,
      title: 'ল্যাংড়া আম (৫ কেজি)',
      price: 850,
      discountPrice: 780,
      img: 'langra.webp',
      description: '<p>আম</p>',
      sizes: [
        {
          _id: productId,
          name: '',
          price: 850,
          discountPrice: 780,
          weightGrams: null,
          stock: null,
          closed: false,
        },
      ],
      hidden: false,
      saleFrom: null,
      saleUntil: null,
      announce: false,
    });
    const order = await readOrder(handle.db, 'order-before-sizes-01');
    expect(order?.products).toEqual([
      {
        _id: 'line-before-sizes-01',
        quantity: 2,
        product: {
          _id: productId,
          title: 'ল্যাংড়া আম (৫ কেজি)',
          img: 'langra.webp',
          price: 850,
          discountPrice: 780,
        },
        size: { _id: productId, name: '' },
        weightGrams: null,
      },
    ]);
    expect(order).toMatchObject({ total: 1640, status: 'delivered' });
  });
});
