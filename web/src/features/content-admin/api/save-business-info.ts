import type { BusinessInfo, BusinessInfoInput } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

type SaveBusinessInfoInput = { id: string | undefined; input: BusinessInfoInput };

/** POST /business/add the first time, then PATCH /business/update/{id} (admin, JSON). */
export const saveBusinessInfo = ({ id, input }: SaveBusinessInfoInput): Promise<BusinessInfo> =>
  id
    ? apiClient.patch<BusinessInfo>(`/business/update/${encodeURIComponent(id)}`, input)
    : apiClient.post<BusinessInfo>('/business/add', input);

export function useSaveBusinessInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessInfo,
    onSuccess: (saved) => {
      queryClient.setQueryData([queryTags.business, 'admin'], saved);
      return queryClient.invalidateQueries({ queryKey: [queryTags.business] });
    },
    onError: (error) => {
      // 409: another tab (or a double tap) created it first; with its id the next save updates it.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: [queryTags.business] });
      }
    },
  });
}
