import { routes } from '@haat/contract';
import { queryTags } from '@/lib/query-client';
import { useSaveSingleton } from '@/lib/use-save-singleton';

/** POST /seo/add the first time, then PATCH /seo/update/{id} (admin, JSON): every basic and custom field. */
export const useSaveSeo = () =>
  useSaveSingleton({ add: routes.seo.add, update: routes.seo.update, tag: queryTags.seo });
