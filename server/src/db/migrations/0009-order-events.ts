import type { Kysely } from 'kysely';

/**
 * Every order's timeline (decision 025): placed, status moves, internal notes; who and when. `actor_name`
 * keeps the administrator's name as it was, so the timeline still reads right after they are renamed
 * or removed. `data` is the event's details as JSON text (contract's OrderEventSchema). Removed with
 * the order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text')
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_events_order_id_at')
    .on('order_events')
    .columns(['order_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_events').execute();
}
