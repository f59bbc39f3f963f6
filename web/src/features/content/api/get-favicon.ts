import { type Favicon, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /favicon/all: the browser tab icon, or null before the admin uploads one. */
export const getFavicon = async (): Promise<Favicon | null> => call(routes.favicon.get);

export const faviconQueryOptions = () =>
  queryOptions({ queryKey: [queryTags.favicon, 'all'], queryFn: getFavicon });

export const useFavicon = () => useQuery(faviconQueryOptions());
