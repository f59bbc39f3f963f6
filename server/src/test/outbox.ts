import { nowIso } from '../lib/time.js';
import type { TestApp } from './test-app.js';

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
