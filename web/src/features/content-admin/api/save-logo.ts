import type { Logo } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

type SaveLogoInput = { id: string | undefined; form: FormData };

/** POST /logo/add the first time, then PATCH /logo/update/{id} (admin, multipart: the file `logo`). */
export const saveLogo = ({ id, form }: SaveLogoInput): Promise<Logo> =>
  id
    ? apiClient.patch<Logo>(`/logo/update/${encodeURIComponent(id)}`, form)
    : apiClient.post<Logo>('/logo/add', form);

export function useSaveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLogo,
    onSuccess: (saved) => {
      queryClient.setQueryData([queryTags.logo, 'admin'], saved);
      return queryClient.invalidateQueries({ queryKey: [queryTags.logo] });
    },
    onError: (error) => {
      // 409: another tab (or a double tap) created it first; with its id the next save updates it.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: [queryTags.logo] });
      }
    },
  });
}
