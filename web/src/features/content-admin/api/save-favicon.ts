import { routes } from '@haat/contract';
import { queryTags } from '@/lib/query-client';
import { useSaveSingleton } from '@/lib/use-save-singleton';

/** POST /favicon/add the first time, then PATCH /favicon/update/{id} (admin, multipart: the file `icon`, ICO too). */
export const useSaveFavicon = () =>
  useSaveSingleton({ add: routes.favicon.add, update: routes.favicon.update, tag: queryTags.favicon });
