import { routes } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** DELETE /feature/delete/{id} (admin): answers the server's message. */
export async function deleteFeature(id: string): Promise<string | undefined> {
  const { message } = await callEnvelope(routes.features.remove, { params: { id } });
  return message;
}

export function useDeleteFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeature,
    onSuccess: (_message, id) => {
      queryClient.removeQueries({ queryKey: [queryTags.feature, 'admin', 'single', id] });
      return queryClient.invalidateQueries({ queryKey: [queryTags.feature] });
    },
  });
}
