import { type Order, type OrderStatus, routes } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMessages } from '@/lib/admin-messages';
import { ApiError, call } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { queryTags } from '@/lib/query-client';
import { orderMessages } from '../messages';
import { orderQueryOptions } from './get-order';

type UpdateOrderStatusInput = { id: string; status: OrderStatus };

/** PUT /order/update/status/{id} (admin): body `{ status, id }` as the spec's detail page sends it. */
export const updateOrderStatus = ({ id, status }: UpdateOrderStatusInput): Promise<Order> =>
  call(routes.orders.updateStatus, { params: { id }, body: { status, id } });

/**
 * What a status change tells the person who made it, wherever they made it (the order's page, a row of
 * the list): the spec's "Status updated", the server's sentence for a refused move (409: where the order
 * may go), the spec's words for anything else.
 */
export const statusChangeToasts = {
  onSuccess: () => {
    notify.success(orderMessages.statusUpdated);
  },
  onError: (error: Error) => {
    notify.error(
      error instanceof ApiError && error.status === 409 ? error.message : adminMessages.somethingWentWrong,
    );
  },
};

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
