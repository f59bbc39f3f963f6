import { PHONE_CODE_TRIES, PHONE_CODES_PER_ORDER, phoneCheckEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { PhoneCheckService } from './phone-check.service.js';

/**
 * The customer's code screen: read, confirm and ask again, all public. Per client address each is
 * limited to what ORDER_RATE_LIMIT orders would need at most (every try of every code), a ceiling
 * for floods only: an operator's shared address carries many customers (decision 038). Guessing is
 * bounded per order by the service: five tries a code, three codes.
 */
export const phoneCheckRoutes: FastifyPluginAsyncZod<{
  phoneCheck: PhoneCheckService;
  orderRateLimit: number;
}> = async (app, { phoneCheck, orderRateLimit }) => {
  route(app, phoneCheckEndpoints.get, ({ params }) => phoneCheck.get(params.id));
  route(app, phoneCheckEndpoints.confirm, ({ params, body }) => phoneCheck.confirm(params.id, body.code), {
    rateLimit: {
      max: orderRateLimit * PHONE_CODE_TRIES * PHONE_CODES_PER_ORDER,
      timeWindow: '10 minutes',
    },
  });
  route(app, phoneCheckEndpoints.resend, ({ params }) => phoneCheck.resend(params.id), {
    rateLimit: { max: orderRateLimit * PHONE_CODES_PER_ORDER, timeWindow: '10 minutes' },
  });
};
