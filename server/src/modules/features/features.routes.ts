import { FeatureSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicReads } from '../../lib/routes.js';
import { pictureOrItemRoute } from '../media/picture-routes.js';
import type { FeaturesService } from './features.service.js';

const tags = ['content'];

export const featuresRoutes: FastifyPluginAsyncZod<{ features: FeaturesService }> = async (
  app,
  { features },
) => {
  publicReads(app, tags, [{ path: '/feature/all', response: z.array(FeatureSchema), read: features.list }]);
  pictureOrItemRoute(app, { kind: 'feature', tags, item: FeatureSchema, get: features.get });
};
