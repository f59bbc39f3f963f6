import { FaqInputSchema, FaqSchema, FaqUpdateSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeRoutes } from '../../lib/routes.js';
import type { FaqService } from './faq.service.js';

/** The back office's FAQ writes (JSON: qus, ans). Admin-only. */
export const faqAdminRoutes: FastifyPluginAsyncZod<{ faq: FaqService }> = async (app, { faq }) => {
  writeRoutes(app, {
    path: 'faq',
    tags: ['content (admin)'],
    item: FaqSchema,
    add: { body: FaqInputSchema, run: (fields) => faq.add(fields) },
    update: { body: FaqUpdateSchema, run: (id, fields) => faq.update(id, fields) },
    remove: (id) => faq.remove(id),
  });
};
