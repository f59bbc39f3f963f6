import { type Banner, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /banner/all: the hero's title, description and slider images. */
export const getBanner = async (): Promise<Banner | null> => call(routes.banner.get);

export const bannerQueryOptions = () =>
  queryOptions({ queryKey: [queryTags.banner, 'all'], queryFn: getBanner });

export const useBanner = () => useQuery(bannerQueryOptions());
