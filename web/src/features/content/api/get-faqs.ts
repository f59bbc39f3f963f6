import { type Faq, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /faq/all: questions and answers of the FAQ accordion. */
export const getFaqs = async (): Promise<Faq[]> => call(routes.faqs.list);

export const faqsQueryOptions = () => queryOptions({ queryKey: [queryTags.faq, 'all'], queryFn: getFaqs });

export const useFaqs = () => useQuery(faqsQueryOptions());
