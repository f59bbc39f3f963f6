import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { engineOf } from '../../db/database.js';
import { type Db, defineRepository } from '../../db/repository.js';
import type { Database, OutboxJobTable } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import type { JobRegistry, OutboxJobs } from './outbox.jobs.js';

/**
 * A side effect to send after the change that causes it commits: a job of one kind, its payload of
 * that kind's shape (outbox.jobs.ts, decision 049).
 */
export type NewJob<R extends JobRegistry = OutboxJobs> = {
  [K in keyof R & string]: {
    kind: K;
    /** One job per key, ever: asking again for the same side effect writes nothing. */
    dedupeKey: string;
    orderId?: string | null;
    payload: z.input<R[K]>;
    /** Not before this time (ISO); at once when left out. */
    runAfter?: string;
  };
}[keyof R & string];

export type JobState = OutboxJobTable['state'];

/** A job as stored; its payload is `unknown` until the worker parses it with its kind's schema. */
export interface OutboxJob<P = unknown> {
  id: string;
  kind: string;
  dedupeKey: string;
  orderId: string | null;
  payload: P;
  state: JobState;
  /** Attempts started so far, the current one included; also the fence a finisher must hold. */
  attempts: number;
  runAfter: string;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

const toJob = (row: Selectable<OutboxJobTable>): OutboxJob => ({
  id: row.id,
  kind: row.kind,
  dedupeKey: row.dedupe_key,
  orderId: row.order_id,
  payload: JSON.parse(row.payload) as unknown,
  state: row.state,
  attempts: Number(row.attempts),
  runAfter: row.run_after,
  lastError: row.last_error,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * Writes jobs on `db`, which a producer passes inside its own transaction: the jobs commit with the
 * change or not at all. A job whose key exists already is left as it is. Answers how many were new.
 */
export async function insertJobs<R extends JobRegistry = OutboxJobs>(
  db: Db,
  jobs: readonly NewJob<R>[],
  now: string,
): Promise<number> {
  if (jobs.length === 0) return 0;
  const result = await db
    .insertInto('outbox_jobs')
    .values(
      jobs.map((job) => ({
        id: newId(),
        kind: job.kind,
        dedupe_key: job.dedupeKey,
        order_id: job.orderId ?? null,
        payload: JSON.stringify(job.payload ?? null),
        state: 'waiting' as const,
        attempts: 0,
        run_after: job.runAfter ?? now,
        lease_until: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * Deletes the jobs with these keys that still wait, on `db`, the withdrawing change's transaction
 * (a status move undone before its SMS went, decision 060). A job running or done is left: it went.
 * Its key is free again, so a later move may ask for the same side effect.
 */
export async function withdrawJobs(db: Db, dedupeKeys: readonly string[]): Promise<void> {
  if (dedupeKeys.length === 0) return;
  await db
    .deleteFrom('outbox_jobs')
    .where('dedupe_key', 'in', [...dedupeKeys])
    .where('state', '=', 'waiting')
    .where('attempts', '=', 0)
    .execute();
}

/** The longest error text kept: a provider's whole HTML error page is not useful to the owner. */
const MAX_ERROR_LENGTH = 500;

/** The outbox's table (migration 0013). */
export function createOutboxRepository(db: Db) {
  return defineRepository(db, (db) => ({
    /** Any kind's jobs: the service's `insert` is the one typed by its registry. */
    insert: (jobs: readonly NewJob<JobRegistry>[], now: string) => insertJobs<JobRegistry>(db, jobs, now),

    /**
     * Takes up to `limit` jobs of the `kinds` this instance can send that are due, or whose holder's
     * lease ran out (its instance died mid-call), marking each running until `leaseUntil` and
     * counting the attempt. On PostgreSQL `FOR UPDATE SKIP LOCKED` lets every instance claim at
     * once without two taking one job; SQLite has one writer at a time. A kind no instance knows (a
     * newer version's, during a deploy) waits for one that does.
     */
    async claim(
      now: string,
      leaseUntil: string,
      limit: number,
      kinds: readonly string[],
    ): Promise<OutboxJob[]> {
      if (kinds.length === 0) return [];
      const due = db
        .selectFrom('outbox_jobs')
        .select('id')
        .where('kind', 'in', kinds)
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'waiting'), eb('run_after', '<=', now)]),
            eb.and([eb('state', '=', 'running'), eb('lease_until', '<=', now)]),
          ]),
        )
        .orderBy('run_after')
        .limit(limit)
        .$if(engineOf<Database>(db) === 'postgres', (query) => query.forUpdate().skipLocked());
      const rows = await db
        .updateTable('outbox_jobs')
        .set((eb) => ({
          state: 'running' as const,
          attempts: eb('attempts', '+', 1),
          lease_until: leaseUntil,
          updated_at: now,
        }))
        .where('id', 'in', due)
        .returningAll()
        .execute();
      return rows.map(toJob).sort((a, b) => a.runAfter.localeCompare(b.runAfter));
    },

    /**
     * Extends the leases of jobs this worker is running (decision 059); answers the ids it still
     * holds. One missing was taken by another instance after its lease ran out.
     */
    async renew(
      held: ReadonlyArray<{ id: string; attempt: number }>,
      leaseUntil: string,
      now: string,
    ): Promise<Set<string>> {
      if (held.length === 0) return new Set();
      const rows = await db
        .updateTable('outbox_jobs')
        .set({ lease_until: leaseUntil, updated_at: now })
        .where('state', '=', 'running')
        .where((eb) =>
          eb.or(held.map((job) => eb.and([eb('id', '=', job.id), eb('attempts', '=', job.attempt)]))),
        )
        .returning('id')
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /** Marks the attempt done; false when it no longer holds the job (its lease ran out and another took it). */
    async complete(id: string, attempt: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('outbox_jobs')
        .set({ state: 'done', lease_until: null, last_error: null, updated_at: now })
        .where('id', '=', id)
        .where('state', '=', 'running')
        .where('attempts', '=', attempt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A failed attempt: tried again after `runAfter`, or parked (null) for the owner to look at. */
    async fail(id: string, attempt: number, error: string, runAfter: string | null, now: string) {
      const result = await db
        .updateTable('outbox_jobs')
        .set({
          state: runAfter === null ? 'parked' : 'waiting',
          run_after: runAfter ?? now,
          lease_until: null,
          last_error: error.slice(0, MAX_ERROR_LENGTH),
          updated_at: now,
        })
        .where('id', '=', id)
        .where('state', '=', 'running')
        .where('attempts', '=', attempt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * An attempt that did not get to call (a provider's rate limit said "not yet"): back in the
     * queue after `runAfter` without counting the attempt. False when it no longer holds the job.
     */
    async postpone(id: string, attempt: number, runAfter: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('outbox_jobs')
        .set((eb) => ({
          state: 'waiting' as const,
          attempts: eb('attempts', '-', 1),
          run_after: runAfter,
          lease_until: null,
          updated_at: now,
        }))
        .where('id', '=', id)
        .where('state', '=', 'running')
        .where('attempts', '=', attempt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * A parked job goes back in the queue, due now, its attempts counted afresh: answered as it was
     * put back (a running worker may claim it the next moment). Null unless it was parked.
     */
    async retry(id: string, now: string): Promise<OutboxJob | null> {
      const row = await db
        .updateTable('outbox_jobs')
        .set({ state: 'waiting', attempts: 0, run_after: now, updated_at: now })
        .where('id', '=', id)
        .where('state', '=', 'parked')
        .returningAll()
        .executeTakeFirst();
      return row ? toJob(row) : null;
    },

    async find(id: string): Promise<OutboxJob | null> {
      const row = await db.selectFrom('outbox_jobs').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toJob(row) : null;
    },

    /** Jobs in one state, the latest change first. */
    async list(state: JobState, limit: number): Promise<OutboxJob[]> {
      const rows = await db
        .selectFrom('outbox_jobs')
        .selectAll()
        .where('state', '=', state)
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toJob);
    },

    /** Removes finished jobs last changed before `before`; answers how many. */
    async removeDone(before: string): Promise<number> {
      const result = await db
        .deleteFrom('outbox_jobs')
        .where('state', '=', 'done')
        .where('updated_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async countByState(): Promise<Record<JobState, number>> {
      const rows = await db
        .selectFrom('outbox_jobs')
        .select((eb) => ['state', eb.fn.countAll<string | number>().as('count')])
        .groupBy('state')
        .execute();
      const counts: Record<JobState, number> = { waiting: 0, running: 0, done: 0, parked: 0 };
      for (const row of rows) counts[row.state] = Number(row.count);
      return counts;
    },
  }));
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
