import { routes, type Seo } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /seo: page title, meta tags and the tag-manager id, or null before the admin fills them. */
export const getSeo = async (): Promise<Seo | null> => call(routes.seo.get);

export const seoQueryOptions = () => queryOptions({ queryKey: [queryTags.seo], queryFn: getSeo });

export const useSeo = () => useQuery(seoQueryOptions());
