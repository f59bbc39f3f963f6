import { type Favicon, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /favicon/all: the tab icon, or null before the first upload. */
export const getFavicon = async (signal?: AbortSignal): Promise<Favicon | null> =>
  call(routes.favicon.get, { signal });

export const faviconQueryOptions = () =>
  queryOptions({
    queryKey: [queryTags.favicon, 'admin'],
    queryFn: ({ signal }) => getFavicon(signal),
    // The back office always starts from what the shop shows now.
    refetchOnMount: true,
  });

export const useFavicon = () => useQuery(faviconQueryOptions());
