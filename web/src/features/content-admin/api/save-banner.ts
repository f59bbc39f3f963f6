import type { Banner } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

type SaveBannerInput = { id: string | undefined; form: FormData };

/** POST /banner/add the first time, then PATCH /banner/update/{id} (admin, multipart): see `toBannerFormData`. */
export const saveBanner = ({ id, form }: SaveBannerInput): Promise<Banner> =>
  id
    ? apiClient.patch<Banner>(`/banner/update/${encodeURIComponent(id)}`, form)
    : apiClient.post<Banner>('/banner/add', form);

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBanner,
    onSuccess: (saved) => {
      queryClient.setQueryData([queryTags.banner, 'admin'], saved);
      return queryClient.invalidateQueries({ queryKey: [queryTags.banner] });
    },
    onError: (error) => {
      // 409: another tab (or a double tap) created it first; with its id the next save updates it.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: [queryTags.banner] });
      }
    },
  });
}
