import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import type { JobRegistry, OutboxJobs } from './outbox.jobs.js';
import { outboxMessages } from './outbox.messages.js';
import type { JobState, NewJob, OutboxJob, OutboxRepository } from './outbox.repository.js';

/**
 * A provider refused the call in a way trying again cannot change (a bad token, a request it calls
 * invalid): the job is parked at once for the owner, with this message, instead of being retried.
 */
export class PermanentJobFailure extends Error {
  override name = 'PermanentJobFailure';
}

/**
 * The call may not be made yet (a provider's rate limit is used up): the job waits `delayMs` and is
 * tried then, and the attempt does not count towards parking it.
 */
export class JobPostponed extends Error {
  override name = 'JobPostponed';
  constructor(readonly delayMs: number) {
    super(`postponed by ${delayMs} ms`);
  }
}

/** What a handler is given besides its job: a signal that fires at the call's time limit. */
export interface JobContext {
  signal: AbortSignal;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /**
   * This is the last attempt: if it fails, the job is parked. A handler that keeps its own record
   * of the work (an order's parcel) marks it given up then, so the order does not wait for ever.
   */
  lastAttempt: boolean;
}

/**
 * Sends one job's side effect. Resolving marks it done; throwing retries it later (or parks it, for
 * a PermanentJobFailure or once the attempts run out). It must be safe to run twice for one job: a
 * crash after the provider answered and before the job was marked done runs it again, so each
 * handler gives the provider its own idempotency key (Steadfast's `invoice`, Meta's `event_id`).
 */
export type JobHandler<P = unknown> = (job: OutboxJob<P>, context: JobContext) => Promise<void>;

export interface OutboxTiming {
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  /** A call taking longer than this is aborted and counts as a failed attempt. */
  callTimeoutMs: number;
  /**
   * How long a claimed job is its worker's without a word from it; after that another instance may
   * take it (its own died). Short, so a restart after a crash gets back to work within seconds
   * (decision 059), and renewed every `renewMs` while the job runs, so a live worker's job is never
   * taken from it mid-call however long the call may take.
   */
  leaseMs: number;
  /** How often a worker renews the leases of the jobs it is running; well under `leaseMs`. */
  renewMs: number;
  /** The wait before the second attempt; doubled for each one after, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Attempts before a job is parked for the owner. */
  maxAttempts: number;
  /** Jobs one worker claims at a time. */
  batchSize: number;
  /** Finished jobs are kept this long (the owner can see what was sent), then removed. */
  keepDoneMs: number;
  /**
   * On shutdown, how long the calls in flight may still take before they are cut short and their
   * jobs put back, due at once and not counted as an attempt. Below the 10 s in which the server's
   * close must end (main.ts exits then, and Fastify fails a close hook that takes longer): a provider
   * that hangs must not turn a deploy's restart into a failed one.
   */
  stopGraceMs: number;
}

export const DEFAULT_OUTBOX_TIMING: OutboxTiming = {
  pollMs: 1000,
  callTimeoutMs: 20_000,
  leaseMs: 6_000,
  renewMs: 1_500,
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 10,
  batchSize: 10,
  keepDoneMs: 30 * 24 * 60 * 60_000,
  stopGraceMs: 5_000,
};

/**
 * The wait after attempt `attempt` failed: 30 s, 1 min, 2 min ... capped at an hour, each within
 * ±20 % so jobs that failed together (a provider's outage) do not all come back in the same second.
 */
export function retryDelayMs(attempt: number, timing: OutboxTiming, random = Math.random): number {
  const base = Math.min(timing.maxDelayMs, timing.firstDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message || error.name : String(error);

/** Where a payload failed its kind's schema: each field's path and what was wrong with it. */
const failedFields = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`).join('; ');

/**
 * The outbox's worker and the back office's view of it (decision 033). Producers write jobs in their
 * own transactions (`insertJobs`) and call `wake()` after the commit; each instance runs one worker.
 * `jobs` is the kinds it may send and each one's payload schema (outbox.jobs.ts, decision 049).
 */
export function createOutboxService<R extends JobRegistry>(options: {
  repository: OutboxRepository;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  jobs: R;
  timing?: Partial<OutboxTiming>;
}) {
  const { repository, log, jobs: kinds } = options;
  const timing: OutboxTiming = { ...DEFAULT_OUTBOX_TIMING, ...options.timing };
  /** Each registered kind's schema and handler: what the worker claims, parses and runs. */
  const handlers = new Map<string, { schema: z.ZodType; handler: JobHandler }>();
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let stopped = true;
  let again = false;
  let lastSweep = 0;
  const inFlight = new Set<Promise<void>>();
  /** Aborted when a stopping worker's grace period is over; a new one for each start. */
  let shutdown = new AbortController();

  async function runJob(job: OutboxJob, lost: AbortSignal): Promise<void> {
    const registered = handlers.get(job.kind);
    const now = () => nowIso();
    // Claimed by kind, so there is one; the check satisfies the type.
    if (!registered) throw new Error(`no handler for the claimed outbox job kind ${job.kind}`);
    const parsed = registered.schema.safeParse(job.payload);
    if (!parsed.success) {
      // Written by another version in another shape: running it would hand the handler an
      // `undefined` deep in a provider's call, and retrying cannot change it. Parked for the owner.
      const fields = failedFields(parsed.error);
      await repository.fail(job.id, job.attempts, outboxMessages.unreadable(job.kind, fields), null, now());
      log.warn(
        { job: job.id, kind: job.kind, fields },
        'an outbox job’s payload does not parse; it is parked',
      );
      return;
    }
    const cutShort = shutdown.signal;
    // `lost`: the lease could not be renewed and another instance may hold the job now; the call
    // stops rather than run beside that one's (its own finish is fenced out anyway).
    const signal = AbortSignal.any([AbortSignal.timeout(timing.callTimeoutMs), cutShort, lost]);
    try {
      await registered.handler(
        { ...job, payload: parsed.data },
        { signal, log, lastAttempt: job.attempts >= timing.maxAttempts },
      );
      if (!(await repository.complete(job.id, job.attempts, now()))) {
        log.warn({ job: job.id, kind: job.kind }, 'an outbox job finished after its lease was taken over');
      }
    } catch (error) {
      if (error instanceof JobPostponed) {
        const runAfter = new Date(Date.now() + error.delayMs).toISOString();
        await repository.postpone(job.id, job.attempts, runAfter, now());
        return;
      }
      if (cutShort.aborted) {
        // The instance is going away, not the provider failing: the job is due again at once, for
        // another instance or the next start, and the attempt does not count. Its idempotency key
        // keeps a call that did reach the provider from being acted on twice.
        await repository.postpone(job.id, job.attempts, now(), now());
        log.info({ job: job.id, kind: job.kind }, 'an outbox call was cut short by the shutdown');
        return;
      }
      const permanent = error instanceof PermanentJobFailure;
      const last = job.attempts >= timing.maxAttempts;
      const message = signal.aborted && !permanent ? outboxMessages.timedOut : errorText(error);
      const runAfter =
        permanent || last ? null : new Date(Date.now() + retryDelayMs(job.attempts, timing)).toISOString();
      await repository.fail(job.id, job.attempts, message, runAfter, now());
      const details = { job: job.id, kind: job.kind, attempt: job.attempts, error: message };
      if (runAfter === null) log.warn(details, 'an outbox job is parked for the owner');
      else log.info(details, 'an outbox job failed; it is tried again later');
    }
  }

  /**
   * Runs the claimed jobs, renewing their leases while they run (decision 059). A job whose lease
   * the renewal finds taken (this instance stalled past it) has its call aborted.
   */
  async function runHolding(jobs: readonly OutboxJob[]): Promise<void> {
    if (jobs.length === 0) return;
    const running = new Map(jobs.map((job) => [job.id, { job, lost: new AbortController() }]));
    let renewing: Promise<void> = Promise.resolve();
    const renew = setInterval(() => {
      renewing = renewing
        .then(async () => {
          if (running.size === 0) return;
          const now = Date.now();
          const held = await repository.renew(
            [...running.values()].map(({ job }) => ({ id: job.id, attempt: job.attempts })),
            new Date(now + timing.leaseMs).toISOString(),
            new Date(now).toISOString(),
          );
          for (const [id, { lost }] of running) if (!held.has(id)) lost.abort();
        })
        .catch((error: unknown) => {
          // The database did not answer: the lease may still run out, and the fence keeps a late
          // finish from counting; the next renewal tries again.
          log.warn({ err: error }, 'the outbox could not renew its leases');
        });
    }, timing.renewMs);
    try {
      await Promise.all(
        [...running.values()].map(({ job, lost }) =>
          runJob(job, lost.signal).finally(() => running.delete(job.id)),
        ),
      );
    } finally {
      clearInterval(renew);
      await renewing;
    }
  }

  /** Claims what is due and runs it; answers whether a full batch came (more may be waiting). */
  async function runDue(): Promise<boolean> {
    const now = Date.now();
    const jobs = await repository.claim(
      new Date(now).toISOString(),
      new Date(now + timing.leaseMs).toISOString(),
      timing.batchSize,
      [...handlers.keys()],
    );
    await runHolding(jobs);
    if (now - lastSweep > 60 * 60_000) {
      lastSweep = now;
      await repository.removeDone(new Date(now - timing.keepDoneMs).toISOString());
    }
    return jobs.length === timing.batchSize;
  }

  /** One pass at a time per instance; a wake during a pass asks for another right after it. */
  function tick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    if (timer) clearTimeout(timer);
    const pass = runDue()
      .catch((error: unknown) => {
        // The database was unreachable, say: nothing was lost, the next pass tries again.
        log.error({ err: error }, 'the outbox worker could not read its jobs');
        return false;
      })
      .then((full) => {
        running = false;
        inFlight.delete(pass);
        if (stopped) return;
        const soon = full || again;
        again = false;
        timer = setTimeout(tick, soon ? 0 : timing.pollMs);
        timer.unref();
      });
    inFlight.add(pass);
  }

  return {
    timing,

    /** Declares who sends a kind of job: the handler is given the payload its kind's schema parsed. */
    register<K extends keyof R & string>(kind: K, handler: JobHandler<z.output<R[K]>>): void {
      const schema = kinds[kind];
      if (!schema) throw new Error(`the outbox job kind ${kind} has no payload schema`);
      if (handlers.has(kind)) throw new Error(`the outbox job kind ${kind} has a handler already`);
      handlers.set(kind, { schema, handler: handler as JobHandler });
    },

    /** The kinds registered: each has its name for the owner in the contract's OUTBOX_JOB_NAMES. */
    kinds: (): string[] => [...handlers.keys()],

    start(): void {
      if (!stopped) return;
      stopped = false;
      shutdown = new AbortController();
      tick();
    },

    /**
     * Stops claiming; answers when the calls in flight have ended (their jobs marked either way).
     * Calls still running after `stopGraceMs` are cut short and their jobs put back.
     */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (inFlight.size === 0) return;
      const controller = shutdown;
      const grace = setTimeout(() => controller.abort(), timing.stopGraceMs);
      await Promise.all(inFlight);
      clearTimeout(grace);
    },

    /** A producer committed jobs: look now instead of at the next poll. */
    wake(): void {
      tick();
    },

    /** Runs what is due once, here and now (tests; a worker that is not started). */
    runDue,

    insert: (jobs: readonly NewJob<R>[]) => repository.insert(jobs, nowIso()),

    async list(state: JobState, limit = 100) {
      const [jobs, counts] = await Promise.all([repository.list(state, limit), repository.countByState()]);
      return { jobs, counts };
    },

    /** The owner's "try again" on a parked job. */
    async retry(id: string): Promise<OutboxJob> {
      const job = await repository.find(id);
      if (!job) throw AppError.notFound(outboxMessages.notFound);
      // Answered as written, not read back: a running worker may take the job in between, and the
      // owner would be answered with a run already under way instead of the job they retried.
      const retried = await repository.retry(id, nowIso());
      if (!retried) throw AppError.conflict(outboxMessages.notParked);
      tick();
      return retried;
    },
  };
}

/** The server's outbox, whose kinds are outbox.jobs.ts's. */
export type OutboxService = ReturnType<typeof createOutboxService<OutboxJobs>>;
