import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inTransaction } from '../../db/repository.js';
import { nowIso } from '../../lib/time.js';
import { adminHeaders } from '../../test/auth-helpers.js';
import { insertRawJob } from '../../test/outbox.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { createOutboxRepository, insertJobs, type NewJob, type OutboxJob } from './outbox.repository.js';
import {
  createOutboxService,
  DEFAULT_OUTBOX_TIMING,
  type OutboxService,
  PermanentJobFailure,
  retryDelayMs,
} from './outbox.service.js';

let app: TestApp;
let owner: Record<string, string>;
const workers: Pick<OutboxService, 'stop'>[] = [];

beforeAll(async () => {
  app = await createTestApp({ SEED_DEMO: 'false' });
  owner = await adminHeaders(app);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});
afterAll(() => app.cleanup());

/** Short waits, so a test sees several attempts within a second. */
const quick = {
  pollMs: 20,
  firstDelayMs: 10,
  maxDelayMs: 40,
  maxAttempts: 4,
  callTimeoutMs: 200,
  leaseMs: 60_000,
  renewMs: 1_000,
  stopGraceMs: 1_000,
};

/** What the test kinds' jobs carry: a key that tells them apart. */
const TestPayloadSchema = z.object({ key: z.string() });
type TestJobs = Record<string, typeof TestPayloadSchema>;

let kindSequence = 0;
/** A worker of its own kind for each test, on the test app's database: tests never take each other's jobs. */
function worker(timing: Partial<typeof quick> = {}) {
  const kind = `test.kind-${++kindSequence}`;
  const service = createOutboxService({
    repository: createOutboxRepository(app.db),
    log: app.log,
    jobs: { [kind]: TestPayloadSchema } as TestJobs,
    timing: { ...quick, ...timing },
  });
  workers.push(service);
  return { kind, service };
}

const job = (kind: string, key: string, payload = { key }) => ({
  kind,
  dedupeKey: `${kind}:${key}`,
  payload,
});

async function stateOf(id: string) {
  return createOutboxRepository(app.db).find(id);
}

async function jobsOf(kind: string): Promise<OutboxJob[]> {
  const rows = await app.db.selectFrom('outbox_jobs').select('id').where('kind', '=', kind).execute();
  const found = await Promise.all(rows.map((row) => stateOf(row.id)));
  return found.filter((found): found is OutboxJob => found !== null);
}

describe('jobs written with their change', () => {
  it('commit with it, or not at all: a rolled-back change sends nothing', async () => {
    const { kind, service } = worker();
    const sent: unknown[] = [];
    service.register(kind, async (claimed) => {
      sent.push(claimed.payload);
    });
    await inTransaction(app.db, (trx) => insertJobs<TestJobs>(trx, [job(kind, 'kept')], nowIso()));
    await expect(
      inTransaction(app.db, async (trx) => {
        await insertJobs<TestJobs>(trx, [job(kind, 'rolled-back')], nowIso());
        throw new Error('the change failed after its job was written');
      }),
    ).rejects.toThrow('the change failed');

    await service.runDue();
    expect(sent).toEqual([{ key: 'kept' }]);
    expect((await jobsOf(kind)).map((found) => found.state)).toEqual(['done']);
  });

  it('one job per key: asking twice for the same side effect writes it once', async () => {
    const { kind } = worker();
    expect(await insertJobs<TestJobs>(app.db, [job(kind, 'order-1')], nowIso())).toBe(1);
    expect(await insertJobs<TestJobs>(app.db, [job(kind, 'order-1', { key: 'other' })], nowIso())).toBe(0);
    const [only] = await jobsOf(kind);
    expect(only?.payload).toEqual({ key: 'order-1' });
  });
});

describe('a provider that fails', () => {
  it('is tried again after a growing wait until it answers', async () => {
    const { kind, service } = worker();
    let calls = 0;
    service.register(kind, async () => {
      calls++;
      if (calls < 3) throw new Error(`provider answered 503 (${calls})`);
    });
    await service.insert([job(kind, 'flaky')]);
    service.start();
    await expect.poll(async () => (await jobsOf(kind))[0]?.state, { timeout: 5_000 }).toBe('done');
    expect(calls).toBe(3);
    expect((await jobsOf(kind))[0]?.attempts).toBe(3);
  });

  it('is parked after the last attempt, with its error, and the owner sees it and tries again', async () => {
    const { kind, service } = worker();
    let down = true;
    service.register(kind, async () => {
      if (down) throw new Error('connect ECONNREFUSED');
    });
    await service.insert([job(kind, 'down')]);
    service.start();
    await expect.poll(async () => (await jobsOf(kind))[0]?.state, { timeout: 5_000 }).toBe('parked');
    const [parked] = await jobsOf(kind);
    expect(parked?.attempts).toBe(quick.maxAttempts);

    const listed = await app.inject({ method: 'GET', url: '/api/outbox/jobs', headers: owner });
    expect(listed.statusCode).toBe(200);
    const view = json(listed).data.jobs.find((found: { _id: string }) => found._id === parked?.id);
    expect(view).toMatchObject({ state: 'parked', lastError: 'connect ECONNREFUSED', kind });
    // Its payload (a customer's details, in real jobs) never leaves the server.
    expect(view).not.toHaveProperty('payload');
    expect(json(listed).data.counts.parked).toBeGreaterThanOrEqual(1);

    down = false;
    const retried = await app.inject({
      method: 'POST',
      url: `/api/outbox/retry/${parked?.id}`,
      headers: owner,
    });
    expect(retried.statusCode).toBe(200);
    expect(json(retried).data.attempts).toBe(0);
    await expect.poll(async () => (await jobsOf(kind))[0]?.state, { timeout: 5_000 }).toBe('done');

    // Done is not parked: a second retry is a conflict, and an unknown id is not found.
    const again = await app.inject({
      method: 'POST',
      url: `/api/outbox/retry/${parked?.id}`,
      headers: owner,
    });
    expect(again.statusCode).toBe(409);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/outbox/retry/AAAAAAAAAAAAAAAAAAAAAA',
      headers: owner,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('that refuses for good is parked at once, not retried', async () => {
    const { kind, service } = worker();
    let calls = 0;
    service.register(kind, async () => {
      calls++;
      throw new PermanentJobFailure('the access token is not valid');
    });
    await service.insert([job(kind, 'refused')]);
    await service.runDue();
    const [parked] = await jobsOf(kind);
    expect(parked).toMatchObject({
      state: 'parked',
      attempts: 1,
      lastError: 'the access token is not valid',
    });
    expect(calls).toBe(1);
  });

  it('that does not answer in time is given up on and tried again', async () => {
    const { kind, service } = worker({ callTimeoutMs: 50 });
    let calls = 0;
    service.register(kind, (_job, { signal }) => {
      calls++;
      if (calls > 1) return Promise.resolve();
      // Hangs until the worker's time limit aborts it, as a fetch given the signal does.
      return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    await service.insert([job(kind, 'slow')]);
    await service.runDue();
    const [waiting] = await jobsOf(kind);
    expect(waiting).toMatchObject({ state: 'waiting', attempts: 1, lastError: 'সেবাটি সময়মতো উত্তর দেয়নি' });
    service.start();
    await expect.poll(async () => (await jobsOf(kind))[0]?.state, { timeout: 5_000 }).toBe('done');
  });

  it('that is still running when the instance stops is cut short after a grace, due again, its attempt not counted', async () => {
    const { kind, service } = worker({ callTimeoutMs: 60_000, stopGraceMs: 100 });
    let cut = false;
    service.register(
      kind,
      (_job, { signal }) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => {
            cut = true;
            reject(signal.reason);
          }),
        ),
    );
    await service.insert([job(kind, 'hung')]);
    service.start();
    await expect.poll(async () => (await jobsOf(kind))[0]?.state, { timeout: 5_000 }).toBe('running');
    // Without the grace, stopping waited out the call's whole time limit (here a minute).
    await service.stop();
    expect(cut).toBe(true);
    const [back] = await jobsOf(kind);
    expect(back).toMatchObject({ state: 'waiting', attempts: 0, lastError: null });
    expect(Date.parse(back?.runAfter ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('never holds up other jobs, nor the change that wrote them', async () => {
    const { kind, service } = worker({ callTimeoutMs: 600 });
    const sent: string[] = [];
    service.register(kind, async (claimed, { signal }) => {
      const { key } = claimed.payload;
      if (key === 'stuck')
        await new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        );
      sent.push(key);
    });
    await service.insert([job(kind, 'stuck'), job(kind, 'next')]);
    service.start();
    await expect.poll(() => sent, { timeout: 1_500 }).toEqual(['next']);
  });
});

describe('a job written in another shape (another version’s)', () => {
  it('is parked with its kind and the field that failed, never run; one in today’s shape of its kind is', async () => {
    const { kind, service } = worker();
    const ran: unknown[] = [];
    service.register(kind, async (claimed) => {
      ran.push(claimed.payload);
    });
    // Straight into the table, as an older version wrote it: the key under another name.
    const old = await insertRawJob(app, { kind, dedupeKey: `${kind}:old`, payload: { name: 'old' } });
    await service.insert([job(kind, 'today')]);
    await service.runDue();

    expect(ran).toEqual([{ key: 'today' }]);
    const parked = await stateOf(old);
    expect(parked).toMatchObject({ state: 'parked', attempts: 1 });
    expect(parked?.lastError).toContain(kind);
    expect(parked?.lastError).toMatch(/key: /);
    expect((await jobsOf(kind)).map((found) => found.state).sort()).toEqual(['done', 'parked']);

    // The owner reads why on the outbox page.
    const listed = await app.inject({ method: 'GET', url: '/api/outbox/jobs?state=parked', headers: owner });
    const view = json(listed).data.jobs.find((found: { _id: string }) => found._id === old);
    expect(view?.lastError).toBe(parked?.lastError);
  });

  it('a payload of the wrong shape for its kind does not compile', () => {
    // Checked by `npm run check` (tsc -p server/tsconfig.test.json): each line below must not compile.
    const jobs = { 'test.typed': TestPayloadSchema };
    const typed = createOutboxService({ repository: createOutboxRepository(app.db), log: app.log, jobs });
    const wrong: NewJob<typeof jobs> = {
      kind: 'test.typed',
      dedupeKey: 'test.typed:wrong',
      // @ts-expect-error: the kind's `key` is a string.
      payload: { key: 1 },
    };
    // @ts-expect-error: a kind the registry does not have (refused at run time too).
    expect(() => typed.register('test.unknown', async () => {})).toThrow('has no payload schema');
    // @ts-expect-error: the server's own kinds likewise: an SMS names its order and status.
    const sms: NewJob = { kind: 'sms.order-status', dedupeKey: 'sms', payload: { orderId: 'x' } };
    expect([wrong.kind, sms.kind]).toEqual(['test.typed', 'sms.order-status']);
  });
});

describe('an instance that dies holding a job', () => {
  it('loses it to another once its lease runs out; its own late answer changes nothing', async () => {
    const { kind } = worker();
    const repository = createOutboxRepository(app.db);
    await insertJobs<TestJobs>(app.db, [job(kind, 'held')], nowIso());
    const start = Date.now();
    const [held] = await repository.claim(
      new Date(start).toISOString(),
      new Date(start + 1_000).toISOString(),
      10,
      [kind],
    );
    expect(held?.attempts).toBe(1);
    // Still held: nobody else may take it.
    expect(await repository.claim(new Date(start + 500).toISOString(), nowIso(), 10, [kind])).toEqual([]);
    // The lease ran out: the next claimer takes it, as attempt 2.
    const later = new Date(start + 1_001);
    const [retaken] = await repository.claim(
      later.toISOString(),
      new Date(later.getTime() + 60_000).toISOString(),
      10,
      [kind],
    );
    expect(retaken).toMatchObject({ id: held?.id, attempts: 2 });
    // The first holder's answer arrives late: it no longer holds the job.
    expect(await repository.complete(held?.id ?? '', 1, nowIso())).toBe(false);
    expect(await repository.complete(held?.id ?? '', 2, nowIso())).toBe(true);
  });

  it('keeps a job past its short lease while it runs: renewed, never taken by another mid-call', async () => {
    // A call three leases long: without renewal another instance would take it after the first.
    const { kind, service } = worker({ leaseMs: 150, renewMs: 40, callTimeoutMs: 5_000 });
    const repository = createOutboxRepository(app.db);
    let release = () => {};
    const running = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    service.register(kind, async () => {
      started = true;
      await running;
    });
    await service.insert([job(kind, 'long')]);
    const pass = service.runDue();
    await expect.poll(() => started).toBe(true);
    const [held] = await jobsOf(kind);
    // Each time another instance looks, the lease has been pushed on: it finds nothing to take.
    for (let look = 0; look < 5; look++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await repository.claim(nowIso(), nowIso(), 10, [kind])).toEqual([]);
    }
    expect(Date.parse((await stateOf(held?.id ?? ''))?.updatedAt ?? '')).toBeGreaterThan(
      Date.parse(held?.updatedAt ?? ''),
    );
    release();
    await pass;
    expect((await jobsOf(kind))[0]).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('a job whose lease another instance took is cut short where it runs', async () => {
    const { kind, service } = worker({ leaseMs: 100, renewMs: 30, callTimeoutMs: 5_000 });
    const repository = createOutboxRepository(app.db);
    let aborted = false;
    let started = false;
    service.register(
      kind,
      (_job, { signal }) =>
        new Promise((_resolve, reject) => {
          started = true;
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(signal.reason);
          });
        }),
    );
    await service.insert([job(kind, 'stalled')]);
    const pass = service.runDue();
    await expect.poll(() => started).toBe(true);
    // As if this instance had stalled past its lease and another had taken the job as attempt 2.
    const [held] = await jobsOf(kind);
    await app.db
      .updateTable('outbox_jobs')
      .set({ attempts: 2, lease_until: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', held?.id ?? '')
      .execute();
    await pass;
    expect(aborted).toBe(true);
    // The other holder's attempt is left as it was: the stalled one's finish is fenced out.
    expect(await stateOf(held?.id ?? '')).toMatchObject({ state: 'running', attempts: 2 });
    expect(await repository.complete(held?.id ?? '', 2, nowIso())).toBe(true);
  });

  it('concurrent workers never take the same job', async () => {
    const { kind } = worker();
    const keys = Array.from({ length: 60 }, (_, index) => `job-${index}`);
    await insertJobs<TestJobs>(
      app.db,
      keys.map((key) => job(kind, key)),
      nowIso(),
    );
    const runs = new Map<string, number>();
    const services = Array.from({ length: 4 }, () => {
      const service = createOutboxService({
        repository: createOutboxRepository(app.db),
        log: app.log,
        jobs: { [kind]: TestPayloadSchema } as TestJobs,
        timing: { ...quick, batchSize: 5 },
      });
      workers.push(service);
      service.register(kind, async (claimed) => {
        const { key } = claimed.payload;
        runs.set(key, (runs.get(key) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
      return service;
    });
    for (const service of services) service.start();
    await expect.poll(() => runs.size, { timeout: 10_000 }).toBe(keys.length);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });
});

describe('the wait before another attempt', () => {
  it('doubles from the first, within ±20 %, up to the cap', () => {
    const timing = { ...DEFAULT_OUTBOX_TIMING, firstDelayMs: 30_000, maxDelayMs: 3_600_000 };
    expect(retryDelayMs(1, timing, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(2, timing, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(4, timing, () => 0.5)).toBe(240_000);
    expect(retryDelayMs(20, timing, () => 0.5)).toBe(3_600_000);
    expect(retryDelayMs(1, timing, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, timing, () => 0.999_999)).toBeLessThanOrEqual(36_000);
  });
});

describe('who may see the outbox', () => {
  it('a bad state is a 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/outbox/jobs?state=lost', headers: owner });
    expect(response.statusCode).toBe(400);
  });
});
