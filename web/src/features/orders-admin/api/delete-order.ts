import { routes } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** DELETE /order/delete/{id} (admin): answers the server's message, which the page shows. */
export async function deleteOrder(id: string): Promise<string | undefined> {
  const { message } = await callEnvelope(routes.orders.remove, { params: { id } });
  return message;
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    // A timeline request already on its way would come back 404 once the order is gone.
    onMutate: (id) => queryClient.cancelQueries({ queryKey: [queryTags.order, 'timeline', id] }),
    onSuccess: (_message, id) => {
      // Its timeline goes with it: nothing is left to ask for.
      queryClient.removeQueries({ queryKey: [queryTags.order, 'timeline', id] });
      // The open detail page is left alone (it is navigating away); coming back to it asks again
      // and says the order is gone.
      void queryClient.invalidateQueries({
        queryKey: [queryTags.order],
        predicate: (query) => query.queryKey[1] !== 'single',
      });
    },
  });
}
