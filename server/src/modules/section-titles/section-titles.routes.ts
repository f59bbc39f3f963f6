import { SectionTitleSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicReads } from '../../lib/routes.js';
import type { SectionTitlesService } from './section-titles.service.js';

export const sectionTitlesRoutes: FastifyPluginAsyncZod<{ sectionTitles: SectionTitlesService }> = async (
  app,
  { sectionTitles },
) => {
  const response = SectionTitleSchema.nullable();
  publicReads(
    app,
    ['content'],
    [
      { path: '/featureSection/all', response, read: sectionTitles.feature.get },
      { path: '/faqSection/all', response, read: sectionTitles.faq.get },
    ],
  );
};
