import { type Order, type OrderListMeta, routes } from '@haat/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEnvelope } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';
import { type OrderFilters, orderListApiQuery } from '../order-filters';
import { parcelPollInterval } from '../parcel-poll';

export type OrderPage = { orders: Order[]; meta: OrderListMeta };

/** GET /order/all-orders (admin): one page of orders, newest first, with counts per status. */
export async function getOrders(filters: OrderFilters, signal?: AbortSignal): Promise<OrderPage> {
  const { data, meta } = await callEnvelope(routes.orders.list, {
    query: orderListApiQuery(filters),
    signal,
  });
  return { orders: data, meta };
}

/** How often an open list asks again, so orders placed meanwhile appear without a reload. */
export const NEW_ORDERS_POLL_MS = 30_000;

export const ordersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [queryTags.order, 'list', filters],
    queryFn: ({ signal }) => getOrders(filters, signal),
    // The owner comes back to the list to see what is new: ask again on every visit, and keep the
    // previous page on screen while the next one loads so the list does not jump.
    staleTime: 10_000,
    refetchOnMount: true,
    placeholderData: keepPreviousData,
    // Only while the tab is in front: a phone in a pocket does not poll. Sooner while parcels on the
    // page wait for their courier (a bulk booking), so their rows turn shipped as it answers.
    refetchInterval: (query) => parcelPollInterval(query.state.data?.orders ?? []) || NEW_ORDERS_POLL_MS,
    refetchIntervalInBackground: false,
  });

export const useOrders = (filters: OrderFilters) => useQuery(ordersQueryOptions(filters));
