import { SeoSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicReads } from '../../lib/routes.js';
import type { SeoService } from './seo.service.js';

export const seoRoutes: FastifyPluginAsyncZod<{ seo: SeoService }> = async (app, { seo }) => {
  publicReads(app, ['content'], [{ path: '/seo', response: SeoSchema.nullable(), read: seo.get }]);
};
