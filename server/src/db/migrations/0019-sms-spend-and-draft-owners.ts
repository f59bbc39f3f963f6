import { type Kysely, sql } from 'kysely';

/**
 * The SMS spend ceiling and the drafts' owners (decision 056).
 *
 * `sms_sends` is the ledger of every SMS the shop meant to send, one row each: a code or an order's
 * status message, to which phone, caused from which client address (null when no visitor caused
 * it), on which shop day (Dhaka), its parts, and whether it went (`sent`), was refused by a cap
 * (`capped`, with the reason) or by the gateway (`failed`). The caps count it; the Connections page
 * reads the day from it. The `sms` counter row is what a reservation locks, so two senders on two
 * instances never both take the last message under a cap.
 *
 * `checkout_drafts` gains the hash of the browser's own token (a draft is changed only by the
 * browser that started it) and the client address it came from (the per-address daily limit); one
 * open draft per phone and browser replaces one per phone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sms_sends')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('parts', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .execute();
  await db.schema.createIndex('sms_sends_day_phone').on('sms_sends').columns(['day', 'phone']).execute();
  await db.schema
    .createIndex('sms_sends_day_address')
    .on('sms_sends')
    .columns(['day', 'client_address'])
    .execute();
  await db
    .insertInto('counters' as never)
    .values({ name: 'sms', value: 0 } as never)
    .execute();

  await db.schema.alterTable('checkout_drafts').addColumn('owner_hash', 'text').execute();
  await db.schema.alterTable('checkout_drafts').addColumn('client_address', 'text').execute();
  await db.schema.dropIndex('checkout_drafts_open_phone').execute();
  await db.schema
    .createIndex('checkout_drafts_open_phone_owner')
    .on('checkout_drafts')
    .columns(['phone', 'owner_hash'])
    .unique()
    .where(sql.ref('state'), '=', 'open')
    .execute();
  // The per-address and per-day limits count the drafts opened today.
  await db.schema
    .createIndex('checkout_drafts_created_at')
    .on('checkout_drafts')
    .columns(['created_at', 'client_address'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('checkout_drafts_created_at').execute();
  await db.schema.dropIndex('checkout_drafts_open_phone_owner').execute();
  await db.schema
    .createIndex('checkout_drafts_open_phone')
    .on('checkout_drafts')
    .column('phone')
    .unique()
    .where(sql.ref('state'), '=', 'open')
    .execute();
  await db.schema.alterTable('checkout_drafts').dropColumn('client_address').execute();
  await db.schema.alterTable('checkout_drafts').dropColumn('owner_hash').execute();
  await db
    .deleteFrom('counters' as never)
    .where('name' as never, '=', 'sms' as never)
    .execute();
  await db.schema.dropTable('sms_sends').execute();
}
