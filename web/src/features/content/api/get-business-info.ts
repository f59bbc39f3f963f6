import { type BusinessInfo, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /business/all: the shop's name and social links (the first item is the shop's). */
export const getBusinessInfo = async (): Promise<BusinessInfo | null> =>
  (await call(routes.businessInfo.list))[0] ?? null;

export const businessInfoQueryOptions = () =>
  queryOptions({ queryKey: [queryTags.business, 'all'], queryFn: getBusinessInfo });

export const useBusinessInfo = () => useQuery(businessInfoQueryOptions());
