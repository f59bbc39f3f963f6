import { featureEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { FeaturesService } from './features.service.js';

/** The back office's feature writes (multipart: title, icon). Admin-only. */
export const featuresAdminRoutes: FastifyPluginAsyncZod<{ features: FeaturesService }> = async (
  app,
  { features },
) => {
  route(app, featureEndpoints.add, ({ body, files }) => features.add(body, files));
  route(app, featureEndpoints.update, ({ params, body, files }) => features.update(params.id, body, files));
  route(app, featureEndpoints.remove, ({ params }) => features.remove(params.id));
};
