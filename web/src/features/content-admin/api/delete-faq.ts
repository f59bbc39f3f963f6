import { routes } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** DELETE /faq/delete/{id} (admin): answers the server's message. */
export async function deleteFaq(id: string): Promise<string | undefined> {
  const { message } = await callEnvelope(routes.faqs.remove, { params: { id } });
  return message;
}

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSuccess: (_message, id) => {
      queryClient.removeQueries({ queryKey: [queryTags.faq, 'admin', 'single', id] });
      return queryClient.invalidateQueries({ queryKey: [queryTags.faq] });
    },
  });
}
