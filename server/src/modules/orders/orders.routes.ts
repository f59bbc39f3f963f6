import { CreateOrderSchema, envelope, IdParamsSchema, OrderSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../auth/auth.service.js';
import { bearerToken } from '../auth/tokens.js';
import type { OrdersService } from './orders.service.js';

const tags = ['orders'];

const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{8,200}$/, 'Idempotency-Key হতে হবে ৮ থেকে ২০০টি ছাপার যোগ্য ASCII অক্ষর')
    .optional(),
});

/** The storefront's order calls: place a cash-on-delivery order, and read it back by its unguessable id. */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  auth: AuthService;
  orderRateLimit: number;
}> = async (app, { orders, auth, orderRateLimit }) => {
  app.post(
    '/order/create-order',
    {
      // Per client address: a bot flooding fake cash-on-delivery orders gets 429 after a few.
      config: { public: true, rateLimit: { max: orderRateLimit, timeWindow: '10 minutes' } },
      schema: {
        tags,
        body: CreateOrderSchema,
        headers: IdempotencyHeadersSchema,
        response: { 200: envelope(OrderSchema), 201: envelope(OrderSchema) },
      },
    },
    async (request, reply) => {
      const { order, created } = await orders.createOrder(request.body, request.headers['idempotency-key']);
      return reply.status(created ? 201 : 200).send({ success: true as const, data: order });
    },
  );

  app.get(
    '/order/single/:id',
    {
      config: { public: true },
      schema: { tags, params: IdParamsSchema, response: { 200: envelope(OrderSchema) } },
    },
    async (request) => {
      // The back office reads any order; anyone else only a recent one (ORDER_LINK_DAYS).
      const token = bearerToken(request.headers.authorization);
      const signedIn = token !== null && (await auth.authenticate(token)) !== null;
      const { id } = request.params;
      return {
        success: true as const,
        data: signedIn ? await orders.getOrder(id) : await orders.getRecentOrder(id),
      };
    },
  );
};
