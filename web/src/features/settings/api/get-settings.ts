import { routes, type SiteSettings } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /settings: shipping fees and the hotline (the first record is the shop's). */
export const getSettings = async (): Promise<SiteSettings | null> =>
  (await call(routes.settings.list))[0] ?? null;

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: [queryTags.settings, 'all'], queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions());
