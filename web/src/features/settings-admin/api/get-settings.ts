import { routes, type SiteSettings } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /settings: shipping fees and the hotline (the first record), or null before the first save. */
export const getSettings = async (signal?: AbortSignal): Promise<SiteSettings | null> =>
  (await call(routes.settings.list, { signal }))[0] ?? null;

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: [queryTags.settings, 'admin'],
    queryFn: ({ signal }) => getSettings(signal),
    refetchOnMount: true,
  });

export const useSettings = () => useQuery(settingsQueryOptions());
