import type { Kysely } from 'kysely';

/**
 * Whether an order staff member may export the orders (decision 063): 1 when the owner granted it,
 * 0 by default. Owners export whatever it says. An integer, as both engines store it alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('administrators')
    .addColumn('can_export', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('administrators').dropColumn('can_export').execute();
}
