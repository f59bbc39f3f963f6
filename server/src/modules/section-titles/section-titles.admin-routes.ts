import { faqSectionEndpoints, featureSectionEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { SectionTitlesService } from './section-titles.service.js';

/** The back office's section heading writes (JSON): the features heading and the FAQ heading alike. */
export const sectionTitlesAdminRoutes: FastifyPluginAsyncZod<{
  sectionTitles: SectionTitlesService;
}> = async (app, { sectionTitles }) => {
  for (const [endpoints, section] of [
    [featureSectionEndpoints, sectionTitles.feature],
    [faqSectionEndpoints, sectionTitles.faq],
  ] as const) {
    route(app, endpoints.add, ({ body }) => section.add(body));
    route(app, endpoints.update, ({ params, body }) => section.update(params.id, body));
  }
};
