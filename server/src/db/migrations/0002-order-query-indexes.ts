import { type Kysely, sql } from 'kysely';

/**
 * Keeps the back office's order list, search and dashboard flat as the table grows
 * (docs/performance.md). Portable SQL only, like 0001.
 * - The status tab lists `where status = ? order by created_at desc, id desc`: the index now holds
 *   `id` too, so the page is read straight off the index in order, with no sort.
 * - The dashboard sums orders and money per hour and status over 30 days: an index holding
 *   (created_at, status, total) answers it without touching the table.
 * - The orders per status of the list's tabs are kept in `order_status_counts`, updated by the
 *   repository in the same transaction as every order write, instead of counting a million rows for
 *   each page view.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_status_created_at').execute();
  await db.schema
    .createIndex('orders_status_created_at_id')
    .on('orders')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_created_at_status_total')
    .on('orders')
    .columns(['created_at', 'status', 'total'])
    .execute();

  await db.schema
    .createTable('order_status_counts')
    .addColumn('status', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  for (const status of ['pending', 'shipped', 'delivered', 'cancelled']) {
    await sql`insert into order_status_counts (status, count)
      select ${status}, count(*) from orders where status = ${status}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_status_counts').execute();
  await db.schema.dropIndex('orders_created_at_status_total').execute();
  await db.schema.dropIndex('orders_status_created_at_id').execute();
  await db.schema
    .createIndex('orders_status_created_at')
    .on('orders')
    .columns(['status', 'created_at'])
    .execute();
}
