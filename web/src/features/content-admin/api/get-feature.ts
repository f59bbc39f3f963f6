import { type Feature, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /feature/{id}: one feature, for its edit page. */
export const getFeature = (id: string, signal?: AbortSignal): Promise<Feature> =>
  call(routes.features.get, { params: { ref: id }, signal });

export const featureQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [queryTags.feature, 'admin', 'single', id],
    queryFn: ({ signal }) => getFeature(id, signal),
    refetchOnMount: true,
    retry: false,
  });

export const useFeature = (id: string) => useQuery(featureQueryOptions(id));
