import { type Order, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';
import { parcelPollInterval } from '../parcel-poll';

/** GET /order/single/{id}: one order with its lines. */
export const getOrder = (id: string, signal?: AbortSignal): Promise<Order> =>
  call(routes.orders.single, { params: { id }, signal });

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [queryTags.order, 'single', id],
    queryFn: ({ signal }) => getOrder(id, signal),
    refetchOnMount: true,
    // A missing order stays missing; asking again only delays the message.
    retry: false,
    // While the courier is being asked, the page follows until the answer comes (decision 036).
    refetchInterval: (query) => parcelPollInterval(query.state.data ? [query.state.data] : []),
  });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
