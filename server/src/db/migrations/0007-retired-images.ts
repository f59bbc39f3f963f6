import type { Kysely } from 'kysely';

/**
 * Image files no row points at any more, waiting for the sweep (decision 023). A replaced image is
 * not deleted at once: a page another instance rendered a moment ago, or a visitor's open tab, may
 * still ask for it. The sweep removes each file once `remove_after` has passed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('retired_images')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('remove_after', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('retired_images_pkey', ['kind', 'file'])
    .execute();
  await db.schema
    .createIndex('retired_images_remove_after')
    .on('retired_images')
    .column('remove_after')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('retired_images').execute();
}
