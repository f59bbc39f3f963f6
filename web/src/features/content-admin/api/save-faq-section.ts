import { routes } from '@haat/contract';
import { queryTags } from '@/lib/query-client';
import { useSaveSingleton } from '@/lib/use-save-singleton';

/** POST /faqSection/add the first time, then PATCH /faqSection/update/{id} (admin, JSON). */
export const useSaveFaqSection = () =>
  useSaveSingleton({
    add: routes.faqSection.add,
    update: routes.faqSection.update,
    tag: queryTags.faqSection,
  });
