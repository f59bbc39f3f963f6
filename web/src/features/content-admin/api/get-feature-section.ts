import { routes, type SectionTitle } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /featureSection/all: the features heading, or null (the shop then says "Our Services"). */
export const getFeatureSection = async (signal?: AbortSignal): Promise<SectionTitle | null> =>
  call(routes.featureSection.get, { signal });

export const featureSectionQueryOptions = () =>
  queryOptions({
    queryKey: [queryTags.featureSection, 'admin'],
    queryFn: ({ signal }) => getFeatureSection(signal),
    // The back office always starts from what the shop shows now.
    refetchOnMount: true,
  });

export const useFeatureSection = () => useQuery(featureSectionQueryOptions());
