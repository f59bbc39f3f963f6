import type { Kysely } from 'kysely';

/**
 * The shop's delivery table (decision 067): one row a zone, in the owner's order (`position`), its
 * districts as a JSON list of English district names, the first kilo's fee, each further kilo's fee
 * and the free threshold (null: never free), whole taka. No rows is the default table drawn from
 * the settings' two fees at read time, so an existing shop charges exactly what it charged before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_zones')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('districts', 'text', (c) => c.notNull())
    .addColumn('first_kg_fee', 'integer', (c) => c.notNull())
    .addColumn('extra_kg_fee', 'integer', (c) => c.notNull())
    .addColumn('free_from', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('delivery_zones').execute();
}
