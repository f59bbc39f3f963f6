import type { Faq } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /faq/all: questions and answers of the FAQ accordion. */
export const getFaqs = async (): Promise<Faq[]> => apiClient.get<Faq[]>('/faq/all');

export const faqsQueryOptions = () => queryOptions({ queryKey: [queryTags.faq, 'all'], queryFn: getFaqs });

export const useFaqs = () => useQuery(faqsQueryOptions());
