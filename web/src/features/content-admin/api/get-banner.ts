import { type Banner, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /banner/all: the hero's title, description and gallery, or null before the first save. */
export const getBanner = async (signal?: AbortSignal): Promise<Banner | null> =>
  call(routes.banner.get, { signal });

export const bannerQueryOptions = () =>
  queryOptions({
    queryKey: [queryTags.banner, 'admin'],
    queryFn: ({ signal }) => getBanner(signal),
    // The back office always starts from what the shop shows now.
    refetchOnMount: true,
  });

export const useBanner = () => useQuery(bannerQueryOptions());
