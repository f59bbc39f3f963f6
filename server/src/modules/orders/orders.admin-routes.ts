import { dashboardEndpoints, orderEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { OrdersService } from './orders.service.js';

/** The back office's order calls. Admin-only: the guard refuses them without a valid token. */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  route(app, orderEndpoints.list, async ({ query }) => {
    const { orders: page, meta } = await orders.listOrders(query);
    return { data: page, meta };
  });
  route(app, orderEndpoints.updateStatus, ({ params, body }) => orders.updateStatus(params.id, body));
  route(app, orderEndpoints.remove, ({ params }) => orders.deleteOrder(params.id));
  route(app, dashboardEndpoints.stats, () => orders.dashboardStats());
};
