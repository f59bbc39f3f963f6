import { DEFAULT_SHIPPING_FEE, routes, type SiteSettings } from '@haat/contract';
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

/**
 * The shop's two shipping fees, once known: before the first save of settings both are the storefront's
 * default (as the server charges them, settings.service). Undefined while loading.
 */
export function useShippingFees(): SiteSettings['shipping'] | undefined {
  const { data } = useSettings();
  if (data === undefined) return undefined;
  return data?.shipping ?? { insideDhaka: DEFAULT_SHIPPING_FEE, outsideDhaka: DEFAULT_SHIPPING_FEE };
}
