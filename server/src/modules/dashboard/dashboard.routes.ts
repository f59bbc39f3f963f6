import { dashboardEndpoints, seesShopMoney } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { DashboardService } from './dashboard.service.js';

/** The back office's figures; the shop's money only for those who see it (decision 063). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  route(app, dashboardEndpoints.stats, ({ request }) =>
    dashboard.stats(new Date(), {
      money: request.administrator !== null && seesShopMoney(request.administrator),
    }),
  );
};
