import type { Kysely } from 'kysely';

/**
 * Administrators' roles (decision 028): `admin`, the shop's owner (everything), or `staff`,
 * order staff (the order desk only). Every existing administrator becomes an owner, as they were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('administrators')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('admin'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('administrators').dropColumn('role').execute();
}
