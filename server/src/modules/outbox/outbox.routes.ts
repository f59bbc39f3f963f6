import { type OutboxJob as OutboxJobView, outboxEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { OutboxJob } from './outbox.repository.js';
import type { OutboxService } from './outbox.service.js';

/** A job as the back office sees it: never its payload, which may hold a customer's details. */
const toView = (job: OutboxJob): OutboxJobView => ({
  _id: job.id,
  kind: job.kind,
  orderId: job.orderId,
  state: job.state,
  attempts: job.attempts,
  runAfter: job.runAfter,
  lastError: job.lastError,
  createdAt: job.createdAt,
  updatedAt: job.updatedAt,
});

/** The outbox page's calls: owners only (decision 033). */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, { outbox }) => {
  route(app, outboxEndpoints.list, async ({ query }) => {
    const { jobs, counts } = await outbox.list(query.state);
    return { jobs: jobs.map(toView), counts };
  });
  route(app, outboxEndpoints.retry, async ({ params }) => toView(await outbox.retry(params.id)));
};
