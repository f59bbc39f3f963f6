import {
  type BulkStatus,
  type BulkStatusResult,
  type Order,
  type OrdersPrinted,
  routes,
} from '@haat/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';
import { statusChangeKey } from './update-order-status';

/** POST /order/bulk-status: the orders picked (or every one the filter matches) to one status. */
export const changeStatusOfMany = (body: BulkStatus): Promise<BulkStatusResult> =>
  call(routes.orders.bulkStatus, { body });

export function useChangeStatusOfMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: statusChangeKey,
    mutationFn: changeStatusOfMany,
    // Every list, count, order page and the dashboard may have changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryTags.order] }),
  });
}

/** GET /order/many: the orders to print, in the order picked. */
export const manyOrdersQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: [queryTags.order, 'many', ids],
    queryFn: ({ signal }): Promise<Order[]> =>
      call(routes.orders.many, { query: { ids: ids.join(',') }, signal }),
    retry: false,
  });

export const useManyOrders = (ids: readonly string[]) =>
  useQuery({ ...manyOrdersQueryOptions(ids), enabled: ids.length > 0 });

/** POST /order/printed: each order's timeline says its invoice or label was printed. */
export const recordPrinted = (body: OrdersPrinted): Promise<unknown> => call(routes.orders.printed, { body });
