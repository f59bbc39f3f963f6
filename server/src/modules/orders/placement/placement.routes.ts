import { orderEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/routes.js';
import { actingAdministrator } from '../../auth/acting-administrator.js';
import type { AuthService } from '../../auth/auth.service.js';
import { bearerToken } from '../../auth/tokens.js';
import { browserOrigin } from '../../conversions/browser-origin.js';
import { customerView, type OrderPlacementService } from './placement.service.js';

/** The storefront's order calls: place a cash-on-delivery order, and read it back by its unguessable id. */
export const orderPlacementRoutes: FastifyPluginAsyncZod<{
  placement: OrderPlacementService;
  auth: AuthService;
  orderRateLimit: number;
}> = async (app, { placement, auth, orderRateLimit }) => {
  route(
    app,
    orderEndpoints.create,
    async ({ body, headers, reply, request }) => {
      const { order, created } = await placement.createOrder(body, headers['idempotency-key'], {
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        deviceId: headers['x-device-id'],
        ...browserOrigin(request),
      });
      // The same Idempotency-Key again answers the order it placed, as 200: nothing new was created.
      if (!created) reply.status(200);
      return customerView(order);
    },
    // Per client address, a ceiling for floods only (ORDER_RATE_LIMIT, default 100 in 10 minutes):
    // an operator's shared address carries many real customers. Fakes are held, not refused.
    { rateLimit: { max: orderRateLimit, timeWindow: '10 minutes' } },
  );

  // Staff entering a Messenger or phone order: admin-only (the guard), no per-address limit.
  route(app, orderEndpoints.staffCreate, async ({ body, headers, reply, request }) => {
    const { order, created } = await placement.placeStaffOrder(
      body,
      headers['idempotency-key'],
      { address: request.ip, userAgent: request.headers['user-agent'] ?? '' },
      actingAdministrator(request),
    );
    if (!created) reply.status(200);
    return order;
  });

  route(app, orderEndpoints.single, async ({ params, request }) => {
    // The back office reads any order; anyone else only a recent one (ORDER_LINK_DAYS).
    const token = bearerToken(request.headers.authorization);
    const signedIn = token !== null && (await auth.authenticate(token)) !== null;
    return signedIn ? placement.getOrder(params.id) : placement.getRecentOrder(params.id);
  });
};
