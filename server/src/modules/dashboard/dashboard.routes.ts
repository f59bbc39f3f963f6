import { dashboardEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { DashboardService } from './dashboard.service.js';

/** The back office's figures. Admin-only. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  route(app, dashboardEndpoints.stats, () => dashboard.stats());
};
