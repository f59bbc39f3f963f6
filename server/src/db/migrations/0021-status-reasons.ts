import type { Kysely } from 'kysely';

/**
 * Why staff cancelled an order or put it on hold (decision 061): one of contract's STATUS_REASONS and
 * the note given with `other`, written by the one status move with the status and cleared by the
 * next move. Null for every order before, and for a hold by the fake-order check, whose reasons are
 * its assessment (`orders.risk`). No index: the reason narrows one status's list, already indexed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('status_reason', 'text').execute();
  await db.schema.alterTable('orders').addColumn('status_note', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('status_note').execute();
  await db.schema.alterTable('orders').dropColumn('status_reason').execute();
}
