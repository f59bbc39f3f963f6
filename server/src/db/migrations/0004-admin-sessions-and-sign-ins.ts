import type { Kysely } from 'kysely';

/**
 * Sessions the server can end, and sign-in attempts it remembers (decision 018).
 * - `admin_sessions`: one row per sign-in. A token names its session; signing out deletes the row,
 *   "sign out of all devices" deletes them all, and the server's own maximum age is checked against
 *   `created_at` here, not against the token's claims.
 * - `sign_in_attempts`: failed and successful sign-ins with the address they came from. The backoff
 *   slows the address (and the account from that address) that fails, never the account as a whole,
 *   and the owner sees the failures against their account after signing in. Shared by every
 *   instance on one database and kept across restarts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('administrator_id', 'text', (c) =>
      c.notNull().references('administrators.id').onDelete('cascade'),
    )
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('admin_sessions_administrator')
    .on('admin_sessions')
    .column('administrator_id')
    .execute();

  await db.schema
    .createTable('sign_in_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_attempts_address_time')
    .on('sign_in_attempts')
    .columns(['address', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sign_in_attempts_email_time')
    .on('sign_in_attempts')
    .columns(['email', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_attempts').execute();
  await db.schema.dropTable('admin_sessions').execute();
}
