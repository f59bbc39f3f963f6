import { routes } from '@haat/contract';
import { queryTags } from '@/lib/query-client';
import { useSaveSingleton } from '@/lib/use-save-singleton';

/** POST /logo/add the first time, then PATCH /logo/update/{id} (admin, multipart: the file `logo`). */
export const useSaveLogo = () =>
  useSaveSingleton({ add: routes.logo.add, update: routes.logo.update, tag: queryTags.logo });
