import { FeatureInputSchema, FeatureSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pictureItemRoutes } from '../media/picture-routes.js';
import type { FeaturesService } from './features.service.js';

/** The back office's feature writes (multipart: title, icon). Admin-only. */
export const featuresAdminRoutes: FastifyPluginAsyncZod<{ features: FeaturesService }> = async (
  app,
  { features },
) => {
  pictureItemRoutes(app, {
    path: 'feature',
    tags: ['content (admin)'],
    item: FeatureSchema,
    input: FeatureInputSchema,
    file: 'icon',
    updateDescription: 'The title is replaced; the icon only when a new `icon` file is sent.',
    service: features,
  });
};
