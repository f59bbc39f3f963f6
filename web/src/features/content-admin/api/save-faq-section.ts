import type { SectionTitle, SectionTitleInput } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

type SaveFaqSectionInput = { id: string | undefined; input: SectionTitleInput };

/** POST /faqSection/add the first time, then PATCH /faqSection/update/{id} (admin, JSON). */
export const saveFaqSection = ({ id, input }: SaveFaqSectionInput): Promise<SectionTitle> =>
  id
    ? apiClient.patch<SectionTitle>(`/faqSection/update/${encodeURIComponent(id)}`, input)
    : apiClient.post<SectionTitle>('/faqSection/add', input);

export function useSaveFaqSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFaqSection,
    onSuccess: (saved) => {
      queryClient.setQueryData([queryTags.faqSection, 'admin'], saved);
      return queryClient.invalidateQueries({ queryKey: [queryTags.faqSection] });
    },
    onError: (error) => {
      // 409: another tab (or a double tap) created it first; with its id the next save updates it.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: [queryTags.faqSection] });
      }
    },
  });
}
