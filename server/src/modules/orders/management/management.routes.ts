import { orderEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/routes.js';
import { actingAdministrator } from '../../auth/acting-administrator.js';
import type { OrderManagementService } from './management.service.js';

/** The back office's order calls. Admin-only: the guard refuses them without a valid token. */
export const orderManagementRoutes: FastifyPluginAsyncZod<{ management: OrderManagementService }> = async (
  app,
  { management },
) => {
  route(app, orderEndpoints.list, async ({ query }) => {
    const { orders, meta } = await management.listOrders(query);
    return { data: orders, meta };
  });
  route(app, orderEndpoints.updateStatus, ({ params, body, request }) =>
    management.updateStatus(params.id, body, actingAdministrator(request)),
  );
  route(app, orderEndpoints.remove, ({ params }) => management.deleteOrder(params.id));
};
