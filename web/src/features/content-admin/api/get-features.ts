import { type Feature, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /feature/all: every feature, in the shop's order. */
export const getFeatures = (signal?: AbortSignal): Promise<Feature[]> =>
  call(routes.features.list, { signal });

export const featuresQueryOptions = () =>
  queryOptions({
    queryKey: [queryTags.feature, 'admin', 'all'],
    queryFn: ({ signal }) => getFeatures(signal),
    refetchOnMount: true,
  });

export const useFeatures = () => useQuery(featuresQueryOptions());
