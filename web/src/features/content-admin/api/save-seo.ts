import type { Seo, SeoInput } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

type SaveSeoInput = { id: string | undefined; input: SeoInput };

/** POST /seo/add the first time, then PATCH /seo/update/{id} (admin, JSON): every basic and custom field. */
export const saveSeo = ({ id, input }: SaveSeoInput): Promise<Seo> =>
  id
    ? apiClient.patch<Seo>(`/seo/update/${encodeURIComponent(id)}`, input)
    : apiClient.post<Seo>('/seo/add', input);

export function useSaveSeo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSeo,
    onSuccess: (saved) => {
      queryClient.setQueryData([queryTags.seo, 'admin'], saved);
      return queryClient.invalidateQueries({ queryKey: [queryTags.seo] });
    },
    onError: (error) => {
      // 409: another tab (or a double tap) created it first; with its id the next save updates it.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: [queryTags.seo] });
      }
    },
  });
}
