import { envelope } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) });

/** For load balancers and the test harness: answers ok only when the database answers a query. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { tags: ['health'], response: { 200: envelope(HealthSchema) } } },
    async () => {
      await sql`select 1`.execute(app.db);
      return { success: true as const, data: { status: 'ok' as const, database: app.dbEngine } };
    },
  );
};
