import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSearchIndex } from '../modules/orders/search/search-index.js';
import { emptyDatabase } from '../test/empty-database.js';
import { migrateToLatest, migrations } from './migrate.js';

// Migration 0008 (decision 024) rebuilds SQLite's order search index with room for seven statuses. A shop
// upgrading has orders already: they must all stay findable, under the status they had.
let handle: Awaited<ReturnType<typeof emptyDatabase>>;

beforeAll(async () => {
  handle = await emptyDatabase('haat-migrate-');
});
afterAll(() => handle?.remove());

const migrator = () => new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });

describe('migration 0008: the cash-on-delivery statuses', () => {
  it('keeps every earlier order findable under its status, and counts the new statuses from zero', async () => {
    const { error } = await migrator().migrateTo('0007-retired-images');
    if (error) throw error;
    const statuses = ['pending', 'shipped', 'delivered', 'cancelled', 'shipped', 'pending'];
    for (const [index, status] of statuses.entries()) {
      const at = new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString();
      await sql`insert into orders (id, invoice_number, status, name, phone, city, address, shipping,
          subtotal, total, created_at, updated_at)
        values (${`order-${index}`}, ${1000 + index}, ${status}, ${`নাসরিন ${index}`}, ${`0171234560${index}`},
          'ঢাকা', 'ঠিকানা', 80, 500, 580, ${at}, ${at})`.execute(handle.db);
    }
    await sql`update order_status_counts set count = 2 where status in ('pending', 'shipped')`.execute(
      handle.db,
    );
    await sql`update order_status_counts set count = 1 where status in ('delivered', 'cancelled')`.execute(
      handle.db,
    );

    expect(await migrateToLatest(handle.db)).toContain('0008-cod-order-statuses');

    const index = orderSearchIndex(handle.db);
    expect(
      Object.fromEntries((await index.countByStatus('name', 'নাসরিন')).map((row) => [row.status, row.count])),
    ).toEqual({ pending: 2, shipped: 2, delivered: 1, cancelled: 1 });
    const shipped = await handle.db
      .selectFrom('orders')
      .select('invoice_number')
      .where(index.contains('phone', '01712345', 'shipped'))
      .where('status', '=', 'shipped')
      .orderBy('invoice_number')
      .execute();
    expect(shipped.map((row) => row.invoice_number)).toEqual([1001, 1004]);
    const kept = await handle.db
      .selectFrom('order_status_counts')
      .select(['status', 'count'])
      .orderBy('status')
      .execute();
    expect(Object.fromEntries(kept.map((row) => [row.status, Number(row.count)]))).toEqual({
      cancelled: 1,
      confirmed: 0,
      delivered: 1,
      on_hold: 0,
      pending: 2,
      returned: 0,
      shipped: 2,
    });

    // An order moved to a new status after the migration is indexed under it.
    await handle.db.updateTable('orders').set({ status: 'on_hold' }).where('id', '=', 'order-0').execute();
    const held = await index.countUpTo('name', 'নাসরিন', 10, 'on_hold');
    expect(held).toBe(1);
  });
});
