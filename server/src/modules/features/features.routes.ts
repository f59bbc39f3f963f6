import { featureEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import { pictureOrItemRoute } from '../media/picture-routes.js';
import type { FeaturesService } from './features.service.js';

export const featuresRoutes: FastifyPluginAsyncZod<{ features: FeaturesService }> = async (
  app,
  { features },
) => {
  route(app, featureEndpoints.list, () => features.list());
  pictureOrItemRoute(app, { kind: 'feature', endpoint: featureEndpoints.get, get: features.get });
};
