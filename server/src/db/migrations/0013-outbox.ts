import type { Kysely } from 'kysely';

/**
 * The outbox (decision 033): every call to another service (a courier booking, an SMS, a
 * purchase event) is a row written in the same transaction as the change that causes it, and a
 * worker in each instance sends it after the commit. `dedupe_key` is unique, so asking twice for the
 * same side effect (an order's purchase event) writes one job. `state` is waiting, running, done or
 * parked; a running job whose `lease_until` has passed (its instance died) is taken again.
 * `attempts` doubles as the fence: only the attempt that holds the job may finish it.
 *
 * `integration_settings` keeps each outside service's settings as JSON, secrets included; the API
 * never answers a secret back (decision 033).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The worker's question: what is due, oldest first.
  await db.schema
    .createIndex('outbox_jobs_state_run_after')
    .on('outbox_jobs')
    .columns(['state', 'run_after'])
    .execute();
  await db.schema.createIndex('outbox_jobs_order_id').on('outbox_jobs').column('order_id').execute();

  await db.schema
    .createTable('integration_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('integration_settings').execute();
  await db.schema.dropTable('outbox_jobs').execute();
}
