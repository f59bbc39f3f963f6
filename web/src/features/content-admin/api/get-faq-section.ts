import { routes, type SectionTitle } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /faqSection/all: the FAQ heading, or null before the first save. */
export const getFaqSection = async (signal?: AbortSignal): Promise<SectionTitle | null> =>
  call(routes.faqSection.get, { signal });

export const faqSectionQueryOptions = () =>
  queryOptions({
    queryKey: [queryTags.faqSection, 'admin'],
    queryFn: ({ signal }) => getFaqSection(signal),
    // The back office always starts from what the shop shows now.
    refetchOnMount: true,
  });

export const useFaqSection = () => useQuery(faqSectionQueryOptions());
