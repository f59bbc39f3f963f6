import { faviconEndpoints, logoEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { BrandService } from './brand.service.js';

export const brandRoutes: FastifyPluginAsyncZod<{ brand: BrandService }> = async (app, { brand }) => {
  route(app, logoEndpoints.list, () => brand.logo.list());
  route(app, faviconEndpoints.get, () => brand.favicon.get());
};
