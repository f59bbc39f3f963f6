import type { Order } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /order/single/{id}: one order with its lines. */
export const getOrder = (id: string, signal?: AbortSignal): Promise<Order> =>
  apiClient.get<Order>(`/order/single/${encodeURIComponent(id)}`, { signal });

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [queryTags.order, 'single', id],
    queryFn: ({ signal }) => getOrder(id, signal),
    refetchOnMount: true,
    // A missing order stays missing; asking again only delays the message.
    retry: false,
  });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
