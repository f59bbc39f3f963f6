import { type Feature, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /feature/all: the service highlights under the hero. */
export const getFeatures = async (): Promise<Feature[]> => call(routes.features.list);

export const featuresQueryOptions = () =>
  queryOptions({ queryKey: [queryTags.feature, 'all'], queryFn: getFeatures });

export const useFeatures = () => useQuery(featuresQueryOptions());
