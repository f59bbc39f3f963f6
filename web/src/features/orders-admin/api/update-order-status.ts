import { type Order, type OrderStatus, routes } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';
import { orderQueryOptions } from './get-order';

type UpdateOrderStatusInput = { id: string; status: OrderStatus };

/** PUT /order/update/status/{id} (admin): body `{ status, id }` as the spec's detail page sends it. */
export const updateOrderStatus = ({ id, status }: UpdateOrderStatusInput): Promise<Order> =>
  call(routes.orders.updateStatus, { params: { id }, body: { status, id } });

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(order._id).queryKey, order);
      // The list's badges and counts and the dashboard's figures all change with a status.
      void queryClient.invalidateQueries({
        queryKey: [queryTags.order],
        predicate: (query) => query.queryKey[1] !== 'single',
      });
    },
  });
}
