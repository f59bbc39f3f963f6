import { seoEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { SeoService } from './seo.service.js';

export const seoRoutes: FastifyPluginAsyncZod<{ seo: SeoService }> = async (app, { seo }) => {
  route(app, seoEndpoints.get, () => seo.get());
};
