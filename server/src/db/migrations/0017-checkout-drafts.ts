import { type Kysely, sql } from 'kysely';

/**
 * Incomplete checkouts (decision 039): what a visitor typed into the order form
 * before leaving. One open draft per phone (a partial unique index: closed ones are history);
 * `lines` is the basket as JSON; `state` is open, ordered (the phone ordered), converted (staff made
 * the order) or dismissed; `order_id` names the order that closed it. `updated_at` dates it for the
 * list and for deletion after CHECKOUT_DRAFT_DAYS.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkout_drafts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('shipping', 'integer')
    .addColumn('device_id', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checkout_drafts_open_phone')
    .on('checkout_drafts')
    .column('phone')
    .unique()
    .where(sql.ref('state'), '=', 'open')
    .execute();
  // The list (newest first per state) and the deletion of old drafts.
  await db.schema
    .createIndex('checkout_drafts_state_updated_at')
    .on('checkout_drafts')
    .columns(['state', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('checkout_drafts').execute();
}
