import type { Kysely } from 'kysely';

/**
 * The fake-order check (decision 038). Each order keeps the assessment it arrived with
 * (`risk`, JSON: score, whether it was held, the reasons; null for orders staff entered and for
 * orders from before this check) and the storefront's device id, indexed with the time so "other
 * phones from this device in the last hours" is one range read. `risk_blocklist` is the owner's list
 * of phones, addresses or ranges and devices; one entry per kind and value.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('risk', 'text').execute();
  await db.schema.alterTable('orders').addColumn('device_id', 'text').execute();
  await db.schema
    .createIndex('orders_device_id_created_at')
    .on('orders')
    .columns(['device_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('risk_blocklist')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('added_by_id', 'text')
    .addColumn('added_by_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('risk_blocklist_kind_value', ['kind', 'value'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('risk_blocklist').execute();
  await db.schema.dropIndex('orders_device_id_created_at').execute();
  await db.schema.alterTable('orders').dropColumn('device_id').execute();
  await db.schema.alterTable('orders').dropColumn('risk').execute();
}
