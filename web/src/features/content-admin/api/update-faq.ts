import { type Faq, type FaqInput, routes } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

type UpdateFaqInput = { id: string; input: FaqInput };

/** PATCH /faq/update/{id} (admin, JSON): the question and the answer. */
export const updateFaq = ({ id, input }: UpdateFaqInput): Promise<Faq> =>
  call(routes.faqs.update, { params: { id }, body: input });

export function useUpdateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFaq,
    onSuccess: (faq) => {
      queryClient.setQueryData([queryTags.faq, 'admin', 'single', faq._id], faq);
      return queryClient.invalidateQueries({ queryKey: [queryTags.faq] });
    },
  });
}
