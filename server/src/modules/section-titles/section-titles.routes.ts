import { faqSectionEndpoints, featureSectionEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { SectionTitlesService } from './section-titles.service.js';

export const sectionTitlesRoutes: FastifyPluginAsyncZod<{ sectionTitles: SectionTitlesService }> = async (
  app,
  { sectionTitles },
) => {
  route(app, featureSectionEndpoints.get, () => sectionTitles.feature.get());
  route(app, faqSectionEndpoints.get, () => sectionTitles.faq.get());
};
