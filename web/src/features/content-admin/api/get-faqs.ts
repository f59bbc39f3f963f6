import { type Faq, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /faq/all: every question and answer, in the accordion's order. */
export const getFaqs = (signal?: AbortSignal): Promise<Faq[]> => call(routes.faqs.list, { signal });

export const faqsQueryOptions = () =>
  queryOptions({
    queryKey: [queryTags.faq, 'admin', 'all'],
    queryFn: ({ signal }) => getFaqs(signal),
    refetchOnMount: true,
  });

export const useFaqs = () => useQuery(faqsQueryOptions());
