import type { Faq, Feature } from '@haat/contract';
import { AppError } from '../../lib/errors.js';
import type { ContentRepository } from './content.repository.js';

export const contentMessages = {
  featureNotFound: 'এই ফিচারটি পাওয়া যায়নি',
  faqNotFound: 'এই প্রশ্নটি পাওয়া যায়নি',
} as const;

/** The shop's words and pictures: business info, logo, favicon, SEO, banner, features, FAQ. */
export function createContentService(repository: ContentRepository) {
  return {
    listBusinessInfo: () => repository.listBusinessInfo(),
    listLogos: () => repository.listLogos(),
    getFavicon: () => repository.findFavicon(),
    getSeo: () => repository.findSeo(),
    getBanner: () => repository.findBanner(),
    listFeatures: () => repository.listFeatures(),
    getFeatureSection: () => repository.findSectionTitle('feature'),
    listFaqs: () => repository.listFaqs(),
    getFaqSection: () => repository.findSectionTitle('faq'),

    async getFeature(id: string): Promise<Feature> {
      const feature = await repository.findFeature(id);
      if (!feature) throw AppError.notFound(contentMessages.featureNotFound);
      return feature;
    },

    async getFaq(id: string): Promise<Faq> {
      const faq = await repository.findFaq(id);
      if (!faq) throw AppError.notFound(contentMessages.faqNotFound);
      return faq;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
