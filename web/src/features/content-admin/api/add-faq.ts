import { type Faq, type FaqInput, routes } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** POST /faq/add (admin, JSON `qus`, `ans`): 201 with the new item, placed last. */
export const addFaq = (input: FaqInput): Promise<Faq> => call(routes.faqs.add, { body: input });

export function useAddFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFaq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryTags.faq] }),
  });
}
