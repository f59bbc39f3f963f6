import { type Faq, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /faq/{id}: one question and answer, for its edit page. */
export const getFaq = (id: string, signal?: AbortSignal): Promise<Faq> =>
  call(routes.faqs.get, { params: { id }, signal });

export const faqQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [queryTags.faq, 'admin', 'single', id],
    queryFn: ({ signal }) => getFaq(id, signal),
    refetchOnMount: true,
    retry: false,
  });

export const useFaq = (id: string) => useQuery(faqQueryOptions(id));
