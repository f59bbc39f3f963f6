import type { Kysely } from 'kysely';

/**
 * How many times a courier has been asked to create this order's parcel (decision 058), counted and
 * committed before each call: a booking attempt that finds it above zero asks the courier whether it
 * has the invoice already before it asks for a parcel, so a courier that takes a repeated invoice as a
 * new parcel never gets two. On the order, not the outbox job: a re-sent order gets a new job, but
 * keeps its invoice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('parcel_create_calls', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('parcel_create_calls').execute();
}
