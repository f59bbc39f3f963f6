import { smsEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { SmsService } from './sms.service.js';

/** The order SMS settings and the test message: owners only; the gateway's key is never answered back. */
export const smsRoutes: FastifyPluginAsyncZod<{ sms: SmsService }> = async (app, { sms }) => {
  route(app, smsEndpoints.get, () => sms.get());
  route(app, smsEndpoints.update, ({ body }) => sms.update(body));
  route(app, smsEndpoints.usage, () => sms.usage());
  route(app, smsEndpoints.test, ({ body }) => sms.test(body.phone));
};
