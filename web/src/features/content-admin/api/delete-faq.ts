import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestEnvelope } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** DELETE /faq/delete/{id} (admin): answers the server's message. */
export async function deleteFaq(id: string): Promise<string | undefined> {
  const { message } = await requestEnvelope<undefined>(`/faq/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
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
