import { type EditOrder, type Order, OrderSchema, routes, type StaffOrder } from '@haat/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';
import { orderQueryOptions } from './get-order';
import { orderTimelineQueryOptions } from './get-order-timeline';

/** PUT /order/edit/{id} (admin): the order as changed on the call, made on `body.version`. */
export const editOrder = ({ id, body }: { id: string; body: EditOrder }): Promise<Order> =>
  call(routes.orders.edit, { params: { id }, body });

/** POST /order/staff-create (admin): an order taken on Messenger or the phone. */
export const enterOrder = ({
  body,
  idempotencyKey,
}: {
  body: StaffOrder;
  idempotencyKey: string;
}): Promise<Order> =>
  call(routes.orders.staffCreate, { body, headers: { 'Idempotency-Key': idempotencyKey } });

/** A changed order: its page shows it at once; the list, counts, dashboard and timeline ask again. */
export function showChangedOrder(queryClient: QueryClient, order: Order) {
  queryClient.setQueryData(orderQueryOptions(order._id).queryKey, order);
  void queryClient.invalidateQueries({
    queryKey: [queryTags.order],
    predicate: (query) => query.queryKey[1] !== 'single',
  });
  void queryClient.invalidateQueries(orderTimelineQueryOptions(order._id));
}

/**
 * The order as the server holds it now, when an edit was refused because it changed meanwhile (409,
 * decision 027); null for any other failure.
 */
export function currentOrderOf(error: unknown): Order | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = OrderSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

export function useEditOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editOrder,
    onSuccess: (order) => showChangedOrder(queryClient, order),
    // Someone else changed it: the page shows their version, and the editor starts again from it.
    onError: (error) => {
      const current = currentOrderOf(error);
      if (current) showChangedOrder(queryClient, current);
    },
  });
}

export function useEnterOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterOrder,
    onSuccess: (order) => showChangedOrder(queryClient, order),
  });
}
