import { routes } from '@haat/contract';
import { queryTags } from '@/lib/query-client';
import { useSaveSingleton } from '@/lib/use-save-singleton';

/** POST /banner/add the first time, then PATCH /banner/update/{id} (admin, multipart): see `toBannerFormData`. */
export const useSaveBanner = () =>
  useSaveSingleton({ add: routes.banner.add, update: routes.banner.update, tag: queryTags.banner });
