import {
  DashboardStatsSchema,
  envelope,
  IdParamsSchema,
  MessageEnvelopeSchema,
  OrderListMetaSchema,
  OrderListQuerySchema,
  OrderSchema,
  UpdateOrderStatusSchema,
} from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrdersService } from './orders.service.js';

const tags = ['orders (admin)'];
const security = [{ bearer: [] }];

/** The back office's order calls. Admin-only: the guard refuses them without a valid token. */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.get(
    '/order/all-orders',
    {
      schema: {
        tags,
        security,
        querystring: OrderListQuerySchema,
        response: {
          200: z.object({ success: z.literal(true), data: z.array(OrderSchema), meta: OrderListMetaSchema }),
        },
      },
    },
    async (request) => {
      const { orders: page, meta } = await orders.listOrders(request.query);
      return { success: true as const, data: page, meta };
    },
  );

  app.put(
    '/order/update/status/:id',
    {
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: UpdateOrderStatusSchema,
        response: { 200: envelope(OrderSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Status updated',
      data: await orders.updateStatus(request.params.id, request.body),
    }),
  );

  app.delete(
    '/order/delete/:id',
    { schema: { tags, security, params: IdParamsSchema, response: { 200: MessageEnvelopeSchema } } },
    async (request) => ({ success: true as const, message: await orders.deleteOrder(request.params.id) }),
  );

  app.get(
    '/dashboard/stats',
    { schema: { tags: ['dashboard'], security, response: { 200: envelope(DashboardStatsSchema) } } },
    async () => ({ success: true as const, data: await orders.dashboardStats() }),
  );
};
