import { healthEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { AppError } from '../../lib/errors.js';
import { route } from '../../lib/routes.js';

/** A load balancer gives up on a check after a few seconds: the answer comes before that. */
export const HEALTH_TIMEOUT_MS = 2000;

export const healthMessages = { databaseDown: 'ডেটাবেসের সাথে যোগাযোগ নেই' } as const;

/**
 * For load balancers and the test harness: ok only when the database answers a query, and 503 within
 * two seconds when it does not (gone, or every connection busy), so the balancer sends visitors to
 * another instance. The pool reconnects by itself: once the database is back, the checks are ok again
 * (the first may still meet a connection begun while it was away).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, healthEndpoints.check, async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('health check timed out')), HEALTH_TIMEOUT_MS);
    });
    try {
      await Promise.race([sql`select 1`.execute(app.db), timeout]);
    } catch (error) {
      app.log.warn({ err: error }, 'health check: the database did not answer');
      throw AppError.serviceUnavailable(healthMessages.databaseDown);
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok' as const, database: app.dbEngine };
  });
};
