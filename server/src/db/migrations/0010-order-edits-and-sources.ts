import type { Kysely } from 'kysely';

/**
 * The order desk's edits and sources (decision 027): a discount staff gave with its reason,
 * where the order came from (the page, Messenger, the phone), and a version counting the order's
 * changes, so an edit made on an order someone else changed meanwhile is refused, not applied over it.
 * Every existing order came from the page, undiscounted, at its first version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('discount_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('web'))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['version', 'source', 'discount_reason', 'discount'])
    await db.schema.alterTable('orders').dropColumn(column).execute();
}
