import type { Favicon } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /favicon/all: the browser tab icon, or null before the admin uploads one. */
export const getFavicon = async (): Promise<Favicon | null> => apiClient.get<Favicon | null>('/favicon/all');

export const faviconQueryOptions = () =>
  queryOptions({ queryKey: [queryTags.favicon, 'all'], queryFn: getFavicon });

export const useFavicon = () => useQuery(faviconQueryOptions());
