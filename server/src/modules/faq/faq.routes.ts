import { faqEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { FaqService } from './faq.service.js';

export const faqRoutes: FastifyPluginAsyncZod<{ faq: FaqService }> = async (app, { faq }) => {
  route(app, faqEndpoints.list, () => faq.list());
  route(app, faqEndpoints.get, ({ params }) => faq.get(params.id));
};
