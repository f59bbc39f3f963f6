import { OUTBOX_JOB_NAMES } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { outboxJobs } from './outbox.jobs.js';

// The owner reads a parked job by its kind's name (the Connections page's outbox list): a module
// that starts sending a new kind of job names it in the contract too.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

describe('the outbox’s kinds of job', () => {
  it('are each named for the owner', () => {
    const kinds = app.services.outbox.kinds();
    expect(kinds.length).toBeGreaterThanOrEqual(6);
    expect(kinds.filter((kind) => !(kind in OUTBOX_JOB_NAMES))).toEqual([]);
  });

  it('are each defined once with a payload schema, and each has its handler (decision 049)', () => {
    expect(app.services.outbox.kinds().sort()).toEqual(Object.keys(outboxJobs).sort());
  });
});
