import { routes } from '@haat/contract';
import { queryTags } from '@/lib/query-client';
import { useSaveSingleton } from '@/lib/use-save-singleton';

/** POST /business/add the first time, then PATCH /business/update/{id} (admin, JSON). */
export const useSaveBusinessInfo = () =>
  useSaveSingleton({
    add: routes.businessInfo.add,
    update: routes.businessInfo.update,
    tag: queryTags.business,
  });
