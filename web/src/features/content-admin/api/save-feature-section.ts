import type { SectionTitle, SectionTitleInput } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

type SaveFeatureSectionInput = { id: string | undefined; input: SectionTitleInput };

/** POST /featureSection/add the first time, then PATCH /featureSection/update/{id} (admin, JSON). */
export const saveFeatureSection = ({ id, input }: SaveFeatureSectionInput): Promise<SectionTitle> =>
  id
    ? apiClient.patch<SectionTitle>(`/featureSection/update/${encodeURIComponent(id)}`, input)
    : apiClient.post<SectionTitle>('/featureSection/add', input);

export function useSaveFeatureSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFeatureSection,
    onSuccess: (saved) => {
      queryClient.setQueryData([queryTags.featureSection, 'admin'], saved);
      return queryClient.invalidateQueries({ queryKey: [queryTags.featureSection] });
    },
    onError: (error) => {
      // 409: another tab (or a double tap) created it first; with its id the next save updates it.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: [queryTags.featureSection] });
      }
    },
  });
}
