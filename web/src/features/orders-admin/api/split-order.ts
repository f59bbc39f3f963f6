import { routes, type SplitOrder, type SplitOrderResult } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { currentOrderOf, showChangedOrder } from './edit-order';

/** POST /order/split/{id} (admin): the chosen pieces leave the order for a new one (decision 071). */
export const splitOrder = ({ id, body }: { id: string; body: SplitOrder }): Promise<SplitOrderResult> =>
  call(routes.orderSplit.split, { params: { id }, body });

export function useSplitOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: splitOrder,
    // The original shows its pieces left at once; the list and counts ask again, the new order with them.
    onSuccess: ({ original }) => showChangedOrder(queryClient, original),
    onError: (error) => {
      const current = currentOrderOf(error);
      if (current) showChangedOrder(queryClient, current);
    },
  });
}
