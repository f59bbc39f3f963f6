import type { Kysely } from 'kysely';

/**
 * The dashboard's order desk (decision 030): "delivered today" and the return rate
 * read status moves by when they happened, through an index on the timeline's kind and time, so they
 * read today's moves, not every event of every order; "with the courier" counts and sums the shipped
 * orders from an index that holds status and total, without reading the orders themselves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('order_events_kind_at').on('order_events').columns(['kind', 'at']).execute();
  await db.schema.createIndex('orders_status_total').on('orders').columns(['status', 'total']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_status_total').execute();
  await db.schema.dropIndex('order_events_kind_at').execute();
}
