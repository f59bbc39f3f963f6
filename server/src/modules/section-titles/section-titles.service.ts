import type { ChangeNotifier } from '../../lib/change-notifier.js';
import { singletonMessages, singletonWrites } from '../../lib/singleton.js';
import type { Section, SectionTitleRepository } from './section-titles.repository.js';

const sections = {
  feature: {
    kind: 'featureSection',
    messages: singletonMessages('ফিচার অংশের শিরোনাম', 'ফিচার অংশের এই শিরোনাম'),
  },
  faq: {
    kind: 'faqSection',
    messages: singletonMessages('প্রশ্নোত্তর অংশের শিরোনাম', 'প্রশ্নোত্তর অংশের এই শিরোনাম'),
  },
} as const;

/**
 * The headings above the features and the FAQ. Each section has one, created once and then updated;
 * both follow one rule and one table, so they are one module.
 */
export function createSectionTitlesService(
  repositories: Record<Section, SectionTitleRepository>,
  { changes }: { changes: ChangeNotifier },
) {
  const section = (name: Section) => ({
    get: () => repositories[name].find(),
    ...singletonWrites(repositories[name], { ...sections[name], changes }),
  });
  return { feature: section('feature'), faq: section('faq') };
}

export type SectionTitlesService = ReturnType<typeof createSectionTitlesService>;
