import { seoEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { SeoService } from './seo.service.js';

/** The back office's SEO writes (JSON). Admin-only. */
export const seoAdminRoutes: FastifyPluginAsyncZod<{ seo: SeoService }> = async (app, { seo }) => {
  route(app, seoEndpoints.add, ({ body }) => seo.add(body));
  route(app, seoEndpoints.update, ({ params, body }) => seo.update(params.id, body));
};
