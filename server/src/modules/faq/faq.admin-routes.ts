import { faqEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { FaqService } from './faq.service.js';

/** The back office's FAQ writes (JSON: qus, ans). Admin-only. */
export const faqAdminRoutes: FastifyPluginAsyncZod<{ faq: FaqService }> = async (app, { faq }) => {
  route(app, faqEndpoints.add, ({ body }) => faq.add(body));
  route(app, faqEndpoints.update, ({ params, body }) => faq.update(params.id, body));
  route(app, faqEndpoints.remove, ({ params }) => faq.remove(params.id));
};
