import { businessInfoEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { BusinessInfoService } from './business-info.service.js';

export const businessInfoRoutes: FastifyPluginAsyncZod<{ businessInfo: BusinessInfoService }> = async (
  app,
  { businessInfo },
) => {
  route(app, businessInfoEndpoints.list, () => businessInfo.list());
};
