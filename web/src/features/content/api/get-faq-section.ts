import { routes, type SectionTitle } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /faqSection/all: the FAQ heading, or null before the admin sets one. */
export const getFaqSection = async (): Promise<SectionTitle | null> => call(routes.faqSection.get);

export const faqSectionQueryOptions = () =>
  queryOptions({ queryKey: [queryTags.faqSection, 'all'], queryFn: getFaqSection });

export const useFaqSection = () => useQuery(faqSectionQueryOptions());
