import { healthEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { route } from '../../lib/routes.js';

/** For load balancers and the test harness: answers ok only when the database answers a query. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, healthEndpoints.check, async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok' as const, database: app.dbEngine };
  });
};
