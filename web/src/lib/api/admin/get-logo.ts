import { type Logo, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /logo/all: the header logo (the first item), or null before the first upload. */
export const getLogo = async (signal?: AbortSignal): Promise<Logo | null> =>
  (await call(routes.logo.list, { signal }))[0] ?? null;

export const logoQueryOptions = () =>
  queryOptions({
    queryKey: [queryTags.logo, 'admin'],
    queryFn: ({ signal }) => getLogo(signal),
    // The back office always starts from what the shop shows now.
    refetchOnMount: true,
  });

export const useLogo = () => useQuery(logoQueryOptions());
