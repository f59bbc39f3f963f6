import {
  courierWebhookEndpoints,
  PATHAO_INTEGRATION_HEADER,
  PATHAO_INTEGRATION_SECRET,
} from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/routes.js';
import type { TrackingService } from './tracking.service.js';

/**
 * Calls a minute from one address to one courier's webhook (decision 053). A courier sends one call
 * per parcel per status change; even a shop's whole day of 500 parcels changing at once stays well
 * under it, so it only stops a flood of forged calls (each of which would ask the courier's API).
 */
export const WEBHOOK_RATE_LIMIT = 1_200;

const webhookLimit = { rateLimit: { max: WEBHOOK_RATE_LIMIT, timeWindow: '1 minute' } };

/**
 * The couriers' webhooks (decision 036): public routes, each authenticated as its courier does it,
 * and answered in the shape that courier's documentation asks for.
 */
export const courierWebhookRoutes: FastifyPluginAsyncZod<{ tracking: TrackingService }> = async (
  app,
  { tracking },
) => {
  route(
    app,
    courierWebhookEndpoints.steadfast,
    async ({ headers, body, reply }) => {
      const outcome = await tracking.steadfastWebhook(headers.authorization, body);
      if (!outcome.accepted)
        return reply.status(outcome.status).send({ status: 'error', message: outcome.message });
      return reply.status(200).send({ status: 'success', message: 'Webhook received successfully.' });
    },
    webhookLimit,
  );

  route(
    app,
    courierWebhookEndpoints.pathao,
    async ({ headers, body, reply }) => {
      // Pathao checks this header on every answer (its docs; the official plugin sends it always).
      reply.header(PATHAO_INTEGRATION_HEADER, PATHAO_INTEGRATION_SECRET);
      // The handshake changes nothing and proves only that the URL is Haat's: answered without the
      // secret, since whether Pathao signs it is not documented (a known cause of failed set-ups).
      if (body.event === 'webhook_integration') return reply.status(202).send({ status: 'success' });
      const outcome = await tracking.pathaoWebhook(headers['x-pathao-signature'], body);
      if (!outcome.accepted)
        return reply.status(outcome.status).send({ status: 'error', message: outcome.message });
      return reply.status(202).send({ status: 'success' });
    },
    webhookLimit,
  );
};
