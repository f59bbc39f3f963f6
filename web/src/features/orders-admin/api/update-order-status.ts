import { type Order, type OrderStatus, routes, type StatusReason } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMessages } from '@/lib/admin-messages';
import { ApiError, call } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { queryTags } from '@/lib/query-client';
import { orderMessages } from '../messages';
import { notifyUndoable } from '../undo-toast';
import { orderQueryOptions } from './get-order';

/**
 * The move asked for, the status staff saw the order in (the undo returns it there), and why, for a
 * cancel or a hold (decision 061).
 */
type UpdateOrderStatusInput = {
  id: string;
  status: OrderStatus;
  from: OrderStatus;
  reason?: StatusReason;
  note?: string;
};

/** PUT /order/update/status/{id} (admin): body `{ status, id }` as the spec's detail page sends it. */
export const updateOrderStatus = ({ id, status, reason, note }: UpdateOrderStatusInput): Promise<Order> =>
  call(routes.orders.updateStatus, {
    params: { id },
    body: { status, id, ...(reason ? { reason } : {}), ...(note ? { note } : {}) },
  });

/**
 * Every status change from the back office (a row's one tap, the bulk bar, the order's menu) runs
 * under this key: the list is not tappable while one is under way (decision 060).
 */
export const statusChangeKey = [queryTags.order, 'status-change'] as const;

/**
 * A status change, wherever it is made. Its toast says the spec's "Status updated" with an undo
 * (decision 060), or the server's sentence for a refused move (409: where the order may go), or the
 * spec's words for anything else. Told here, not by the caller: the row that made the move has left
 * the list by the time the list is fetched again.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: statusChangeKey,
    mutationFn: updateOrderStatus,
    onSuccess: (order, { from }) => {
      queryClient.setQueryData(orderQueryOptions(order._id).queryKey, order);
      notifyUndoable(orderMessages.statusUpdated, [{ id: order._id, from, to: order.status }], queryClient);
      // The list's badges and counts and the dashboard's figures all change with a status. Awaited,
      // so the change counts as under way until the list shows where it left the rows.
      return queryClient.invalidateQueries({
        queryKey: [queryTags.order],
        predicate: (query) => query.queryKey[1] !== 'single',
      });
    },
    onError: (error: Error) => {
      notify.error(
        error instanceof ApiError && error.status === 409 ? error.message : adminMessages.somethingWentWrong,
      );
    },
  });
}
