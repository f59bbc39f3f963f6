import { BusinessInfoInputSchema, BusinessInfoSchema, BusinessInfoUpdateSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeRoutes } from '../../lib/routes.js';
import type { BusinessInfoService } from './business-info.service.js';

/** The back office's business info writes (JSON). Admin-only. */
export const businessInfoAdminRoutes: FastifyPluginAsyncZod<{ businessInfo: BusinessInfoService }> = async (
  app,
  { businessInfo },
) => {
  writeRoutes(app, {
    path: 'business',
    tags: ['content (admin)'],
    item: BusinessInfoSchema,
    add: { body: BusinessInfoInputSchema, run: (fields) => businessInfo.add(fields) },
    update: { body: BusinessInfoUpdateSchema, run: (id, fields) => businessInfo.update(id, fields) },
  });
};
