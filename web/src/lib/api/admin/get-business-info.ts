import { type BusinessInfo, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /business/all: the shop's name and links (the first item), or null before the first save. */
export const getBusinessInfo = async (signal?: AbortSignal): Promise<BusinessInfo | null> =>
  (await call(routes.businessInfo.list, { signal }))[0] ?? null;

export const businessInfoQueryOptions = () =>
  queryOptions({
    queryKey: [queryTags.business, 'admin'],
    queryFn: ({ signal }) => getBusinessInfo(signal),
    // The back office always starts from what the shop shows now.
    refetchOnMount: true,
  });

export const useBusinessInfo = () => useQuery(businessInfoQueryOptions());
