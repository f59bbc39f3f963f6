import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestEnvelope } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** DELETE /user/delete/{id} (admin): 409 for yourself and for the last administrator. */
export async function deleteAdministrator(id: string): Promise<string | undefined> {
  const { message } = await requestEnvelope<undefined>(`/user/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
  return message;
}

export function useDeleteAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdministrator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryTags.user] }),
  });
}
