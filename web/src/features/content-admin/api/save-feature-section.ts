import { routes } from '@haat/contract';
import { queryTags } from '@/lib/query-client';
import { useSaveSingleton } from '@/lib/use-save-singleton';

/** POST /featureSection/add the first time, then PATCH /featureSection/update/{id} (admin, JSON). */
export const useSaveFeatureSection = () =>
  useSaveSingleton({
    add: routes.featureSection.add,
    update: routes.featureSection.update,
    tag: queryTags.featureSection,
  });
