import type { Kysely } from 'kysely';

/**
 * Rate-limit counters every instance shares (decision 022): one row per client key and route, counting the
 * hits of the current window. Used on PostgreSQL (lib/rate-limit-store.ts); SQLite's one process keeps
 * its counters in memory, and the table stays empty there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    // Milliseconds since the epoch on the database's clock, so every instance agrees on the window.
    .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_window_ends_at')
    .on('rate_limit_hits')
    .column('window_ends_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
}
