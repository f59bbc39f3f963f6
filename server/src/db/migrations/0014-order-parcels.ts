import type { Kysely } from 'kysely';

/**
 * An order's parcel with a courier (decision 035), on the order's own row so every order
 * read carries it without another query: the courier and where the booking stands (null until staff
 * send it), the outbox job booking it now, and what the courier answered: its consignment id,
 * tracking code, fee, its own status word, or why it refused. The consignment id is indexed for the
 * courier's status updates, which name the parcel by it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const nullable = [
    ['parcel_courier', 'text'],
    ['parcel_state', 'text'],
    ['parcel_job_id', 'text'],
    ['parcel_fee', 'integer'],
    ['parcel_requested_at', 'text'],
    ['parcel_booked_at', 'text'],
  ] as const;
  for (const [column, type] of nullable)
    await db.schema.alterTable('orders').addColumn(column, type).execute();
  for (const column of [
    'parcel_consignment_id',
    'parcel_tracking_code',
    'parcel_courier_status',
    'parcel_error',
  ])
    await db.schema
      .alterTable('orders')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  await db.schema
    .createIndex('orders_parcel_consignment_id')
    .on('orders')
    .column('parcel_consignment_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_parcel_consignment_id').execute();
  for (const column of [
    'parcel_error',
    'parcel_courier_status',
    'parcel_tracking_code',
    'parcel_consignment_id',
    'parcel_booked_at',
    'parcel_requested_at',
    'parcel_fee',
    'parcel_job_id',
    'parcel_state',
    'parcel_courier',
  ])
    await db.schema.alterTable('orders').dropColumn(column).execute();
}
