import { businessInfoEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { BusinessInfoService } from './business-info.service.js';

/** The back office's business info writes (JSON). Admin-only. */
export const businessInfoAdminRoutes: FastifyPluginAsyncZod<{ businessInfo: BusinessInfoService }> = async (
  app,
  { businessInfo },
) => {
  route(app, businessInfoEndpoints.add, ({ body }) => businessInfo.add(body));
  route(app, businessInfoEndpoints.update, ({ params, body }) => businessInfo.update(params.id, body));
};
