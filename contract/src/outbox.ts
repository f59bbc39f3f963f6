import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.js';
import { endpoint } from './endpoint.js';

/** Where a job stands (decision 033): waiting (its first or next try), running, done, parked. */
export const OUTBOX_JOB_STATES = ['waiting', 'running', 'done', 'parked'] as const;
export const OutboxJobStateSchema = z.enum(OUTBOX_JOB_STATES);
export type OutboxJobState = z.infer<typeof OutboxJobStateSchema>;

/**
 * Every kind of job the server sends, as the owner reads it on the Connections page's outbox list.
 * A kind the server registers must be named here (server/src/modules/outbox/outbox.kinds.test.ts).
 */
export const OUTBOX_JOB_NAMES: Readonly<Record<string, string>> = {
  'facebook.purchase': 'ফেসবুক Purchase ইভেন্ট',
  'courier.book': 'কুরিয়ারে পার্সেল বুকিং',
  'courier.sync': 'কুরিয়ারের কাছে পার্সেলের খবর',
  'sms.order-status': 'ক্রেতাকে অর্ডারের SMS',
  'risk.courier-history': 'Steadfast-এর কাছে ফোন নম্বরের ইতিহাস',
  'phone-check.code': 'ক্রেতাকে অর্ডার নিশ্চিত করার কোড (SMS)',
};

/**
 * One call to another service the shop owes (a courier booking, an SMS, a purchase event), as the
 * back office shows it. Never its payload: that may hold a customer's details.
 */
export const OutboxJobSchema = z.object({
  _id: IdSchema,
  kind: z.string(),
  orderId: IdSchema.nullable(),
  state: OutboxJobStateSchema,
  attempts: z.number().int(),
  /** When it is tried next (waiting), or was last changed. */
  runAfter: TimestampSchema,
  /** What the provider or the network said on the last failed attempt. */
  lastError: z.string().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type OutboxJob = z.infer<typeof OutboxJobSchema>;

export const OutboxListSchema = z.object({
  jobs: z.array(OutboxJobSchema),
  counts: z.object({
    waiting: z.number().int(),
    running: z.number().int(),
    done: z.number().int(),
    parked: z.number().int(),
  }),
});
export type OutboxList = z.infer<typeof OutboxListSchema>;

export const outboxEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/outbox/jobs',
    access: 'admin',
    tags: ['outbox (admin)'],
    summary: 'Calls to other services the shop owes, in one state (parked by default), and how many in each',
    description:
      'Parked jobs failed every attempt, or were refused in a way retrying cannot change; each keeps its last error. The newest 100.',
    query: z.object({ state: OutboxJobStateSchema.default('parked') }),
    answer: { data: OutboxListSchema },
  }),
  retry: endpoint({
    method: 'POST',
    path: '/outbox/retry/:id',
    access: 'admin',
    tags: ['outbox (admin)'],
    summary: 'Tries a parked job again now, its attempts counted afresh',
    description: '409 when the job is not parked (it is waiting, running or done).',
    params: z.object({ id: IdSchema }),
    answer: { data: OutboxJobSchema },
  }),
};
