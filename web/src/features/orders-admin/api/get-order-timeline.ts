import { type OrderEvent, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /order/timeline/{id} (admin): what happened to the order, newest first. */
export const getOrderTimeline = (id: string, signal?: AbortSignal): Promise<OrderEvent[]> =>
  call(routes.orderTimeline.list, { params: { id }, signal });

// Under the order tag: a status change invalidates it with the list (update-order-status.ts).
export const orderTimelineQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [queryTags.order, 'timeline', id],
    queryFn: ({ signal }) => getOrderTimeline(id, signal),
  });

/** `enabled: false` while the order is being deleted: nothing asks again for a timeline about to go. */
export const useOrderTimeline = (id: string, enabled = true) =>
  useQuery({ ...orderTimelineQueryOptions(id), enabled });
