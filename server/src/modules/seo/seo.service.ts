import type { ChangeNotifier } from '../../lib/change-notifier.js';
import { singletonMessages, singletonWrites } from '../../lib/singleton.js';
import type { SeoRepository } from './seo.repository.js';

export const seoMessages = singletonMessages('SEO সেটিংস', 'এই SEO সেটিংস');

/** The texts of every page's head (title, description, verification tags): created once, then updated. */
export function createSeoService(repository: SeoRepository, { changes }: { changes: ChangeNotifier }) {
  return {
    get: () => repository.find(),
    ...singletonWrites(repository, { kind: 'seo', changes, messages: seoMessages }),
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
