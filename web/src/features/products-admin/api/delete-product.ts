import { routes } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** DELETE /product/delete/{id} (admin): answers the server's message. Orders keep their snapshot. */
export async function deleteProduct(id: string): Promise<string | undefined> {
  const { message } = await callEnvelope(routes.products.remove, { params: { id } });
  return message;
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_message, id) => {
      queryClient.removeQueries({ queryKey: [queryTags.product, 'admin', 'single', id] });
      return queryClient.invalidateQueries({ queryKey: [queryTags.product] });
    },
  });
}
