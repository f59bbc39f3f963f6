import { routes, type Seo } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /seo: the page's title, meta tags and tag-manager id, or null before the first save. */
export const getSeo = async (signal?: AbortSignal): Promise<Seo | null> => call(routes.seo.get, { signal });

export const seoQueryOptions = () =>
  queryOptions({
    queryKey: [queryTags.seo, 'admin'],
    queryFn: ({ signal }) => getSeo(signal),
    // The back office always starts from what the shop shows now.
    refetchOnMount: true,
  });

export const useSeo = () => useQuery(seoQueryOptions());
