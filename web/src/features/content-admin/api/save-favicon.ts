import type { Favicon } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

type SaveFaviconInput = { id: string | undefined; form: FormData };

/** POST /favicon/add the first time, then PATCH /favicon/update/{id} (admin, multipart: the file `icon`, ICO too). */
export const saveFavicon = ({ id, form }: SaveFaviconInput): Promise<Favicon> =>
  id
    ? apiClient.patch<Favicon>(`/favicon/update/${encodeURIComponent(id)}`, form)
    : apiClient.post<Favicon>('/favicon/add', form);

export function useSaveFavicon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFavicon,
    onSuccess: (saved) => {
      queryClient.setQueryData([queryTags.favicon, 'admin'], saved);
      return queryClient.invalidateQueries({ queryKey: [queryTags.favicon] });
    },
    onError: (error) => {
      // 409: another tab (or a double tap) created it first; with its id the next save updates it.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: [queryTags.favicon] });
      }
    },
  });
}
