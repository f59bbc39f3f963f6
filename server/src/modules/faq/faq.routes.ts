import { envelope, FaqSchema, IdSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicReads } from '../../lib/routes.js';
import type { FaqService } from './faq.service.js';

const tags = ['content'];

export const faqRoutes: FastifyPluginAsyncZod<{ faq: FaqService }> = async (app, { faq }) => {
  publicReads(app, tags, [{ path: '/faq/all', response: z.array(FaqSchema), read: faq.list }]);

  app.get(
    '/faq/:id',
    {
      config: { public: true },
      schema: { tags, params: z.object({ id: IdSchema }), response: { 200: envelope(FaqSchema) } },
    },
    async (request) => ({ success: true as const, data: await faq.get(request.params.id) }),
  );
};
