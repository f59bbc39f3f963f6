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
    onSuccess: () => {
      // The open detail page is left alone (it is navigating away); coming back to it asks again
      // and says the order is gone.
      void queryClient.invalidateQueries({
        queryKey: [queryTags.order],
        predicate: (query) => query.queryKey[1] !== 'single',
      });
    },
  });
}
