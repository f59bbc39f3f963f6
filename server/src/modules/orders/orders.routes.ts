import { orderEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { AuthService } from '../auth/auth.service.js';
import { bearerToken } from '../auth/tokens.js';
import type { OrdersService } from './orders.service.js';

/** The storefront's order calls: place a cash-on-delivery order, and read it back by its unguessable id. */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  auth: AuthService;
  orderRateLimit: number;
}> = async (app, { orders, auth, orderRateLimit }) => {
  route(
    app,
    orderEndpoints.create,
    async ({ body, headers, reply }) => {
      const { order, created } = await orders.createOrder(body, headers['idempotency-key']);
      // The same Idempotency-Key again answers the order it placed, as 200: nothing new was created.
      if (!created) reply.status(200);
      return order;
    },
    // Per client address: a bot flooding fake cash-on-delivery orders gets 429 after a few.
    { rateLimit: { max: orderRateLimit, timeWindow: '10 minutes' } },
  );

  route(app, orderEndpoints.single, async ({ params, request }) => {
    // The back office reads any order; anyone else only a recent one (ORDER_LINK_DAYS).
    const token = bearerToken(request.headers.authorization);
    const signedIn = token !== null && (await auth.authenticate(token)) !== null;
    return signedIn ? orders.getOrder(params.id) : orders.getRecentOrder(params.id);
  });
};
