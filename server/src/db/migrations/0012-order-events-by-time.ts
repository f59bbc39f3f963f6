import type { Kysely } from 'kysely';

/**
 * The dashboard's "delivered today" and the return rate read status moves by when they happened
 * (issue 15, item 5): an index on the timeline's time and kind, so they read today's moves, not every
 * event of every order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('order_events_kind_at').on('order_events').columns(['kind', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_events_kind_at').execute();
}
