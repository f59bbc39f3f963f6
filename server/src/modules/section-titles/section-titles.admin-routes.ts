import { SectionTitleInputSchema, SectionTitleSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeRoutes } from '../../lib/routes.js';
import type { SectionTitlesService } from './section-titles.service.js';

/** The back office's section heading writes (JSON): the features heading and the FAQ heading alike. */
export const sectionTitlesAdminRoutes: FastifyPluginAsyncZod<{
  sectionTitles: SectionTitlesService;
}> = async (app, { sectionTitles }) => {
  for (const [path, section] of [
    ['featureSection', sectionTitles.feature],
    ['faqSection', sectionTitles.faq],
  ] as const) {
    writeRoutes(app, {
      path,
      tags: ['content (admin)'],
      item: SectionTitleSchema,
      add: { body: SectionTitleInputSchema, run: (fields) => section.add(fields) },
      update: { body: SectionTitleInputSchema, run: (id, fields) => section.update(id, fields) },
    });
  }
};
