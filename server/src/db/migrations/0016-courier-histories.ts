import type { Kysely } from 'kysely';

/**
 * What a courier's fraud check said about a phone (decision 038): its parcels with that
 * courier, delivered and cancelled, and when it was asked. Kept a day per phone, so a customer's
 * next orders and a burst of prank orders ask the courier once, with the shop's own API keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('courier_histories')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('courier', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('delivered', 'integer', (c) => c.notNull())
    .addColumn('cancelled', 'integer', (c) => c.notNull())
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('courier_histories_pk', ['phone', 'courier'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('courier_histories').execute();
}
