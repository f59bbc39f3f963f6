import { routes } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** DELETE /user/delete/{id} (admin): 409 for yourself and for the last administrator. */
export async function deleteAdministrator(id: string): Promise<string | undefined> {
  const { message } = await callEnvelope(routes.users.remove, { params: { id } });
  return message;
}

export function useDeleteAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdministrator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryTags.user] }),
  });
}
