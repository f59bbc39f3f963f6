import type { Kysely } from 'kysely';

/**
 * The optional phone check (decision 040). `orders.phone_check` says where an
 * order's code stands for every read of the order (`waiting`, `confirmed`, null when none was
 * asked). `phone_checks` keeps the counters, one row per order: which of its codes is current
 * (`round`), when it was asked and when the gateway took it (a code works five minutes from then),
 * the wrong tries on it, and when the right one came. The code itself is stored nowhere: it is
 * derived from the server's key, the order and the round (phone-check.service.ts). The index serves
 * "codes this phone was sent in the last hour".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('phone_check', 'text').execute();
  await db.schema
    .createTable('phone_checks')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('asked_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('wrong_tries', 'integer', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('phone_checks_phone_asked_at')
    .on('phone_checks')
    .columns(['phone', 'asked_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('phone_checks').execute();
  await db.schema.alterTable('orders').dropColumn('phone_check').execute();
}
