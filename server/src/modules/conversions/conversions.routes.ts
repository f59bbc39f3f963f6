import { conversionsEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { ConversionsService } from './conversions.service.js';

/** The Conversions API settings: owners only; the token is never answered back (decision 033). */
export const conversionsRoutes: FastifyPluginAsyncZod<{ conversions: ConversionsService }> = async (
  app,
  { conversions },
) => {
  route(app, conversionsEndpoints.getFacebook, () => conversions.getFacebook());
  route(app, conversionsEndpoints.updateFacebook, ({ body }) => conversions.updateFacebook(body));
};
