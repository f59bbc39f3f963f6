import { routes, type SectionTitle } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /featureSection/all: the features heading, or null (the page then says "Our Services"). */
export const getFeatureSection = async (): Promise<SectionTitle | null> => call(routes.featureSection.get);

export const featureSectionQueryOptions = () =>
  queryOptions({ queryKey: [queryTags.featureSection, 'all'], queryFn: getFeatureSection });

export const useFeatureSection = () => useQuery(featureSectionQueryOptions());
