import { newId } from '../lib/ids.js';
import { nowIso } from '../lib/time.js';
import type { TestApp } from './test-app.js';

/**
 * A job as another version of the server may have written it: straight into the table, past
 * `insertJobs`'s types, with whatever payload the test gives. Due now; answers its id.
 */
export async function insertRawJob(
  app: Pick<TestApp, 'db'>,
  job: { kind: string; dedupeKey: string; orderId?: string; payload: unknown },
): Promise<string> {
  const id = newId();
  const now = nowIso();
  await app.db
    .insertInto('outbox_jobs')
    .values({
      id,
      kind: job.kind,
      dedupe_key: job.dedupeKey,
      order_id: job.orderId ?? null,
      payload: JSON.stringify(job.payload),
      state: 'waiting',
      attempts: 0,
      run_after: now,
      lease_until: null,
      last_error: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/**
 * Time passes for waiting outbox jobs (of one order, one kind, or both): they are due now, and the
 * worker is told, instead of a test waiting out a retry's back-off.
 */
export async function makeJobsDue(app: TestApp, which: { orderId?: string; kind?: string }): Promise<void> {
  await app.db
    .updateTable('outbox_jobs')
    .set({ run_after: nowIso() })
    .where('state', '=', 'waiting')
    .$if(which.orderId !== undefined, (query) => query.where('order_id', '=', which.orderId as string))
    .$if(which.kind !== undefined, (query) => query.where('kind', '=', which.kind as string))
    .execute();
  app.services.outbox.wake();
}

/** One order's jobs of one kind, as stored. */
export const jobsOfOrder = (app: Pick<TestApp, 'db'>, kind: string, orderId: string) =>
  app.db
    .selectFrom('outbox_jobs')
    .selectAll()
    .where('kind', '=', kind)
    .where('order_id', '=', orderId)
    .execute();
