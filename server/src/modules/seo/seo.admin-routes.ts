import { SeoInputSchema, SeoSchema, SeoUpdateSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeRoutes } from '../../lib/routes.js';
import type { SeoService } from './seo.service.js';

/** The back office's SEO writes (JSON). Admin-only. */
export const seoAdminRoutes: FastifyPluginAsyncZod<{ seo: SeoService }> = async (app, { seo }) => {
  writeRoutes(app, {
    path: 'seo',
    tags: ['content (admin)'],
    item: SeoSchema,
    add: { body: SeoInputSchema, run: (fields) => seo.add(fields) },
    update: { body: SeoUpdateSchema, run: (id, fields) => seo.update(id, fields) },
  });
};
