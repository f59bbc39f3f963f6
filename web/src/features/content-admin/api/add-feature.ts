import { type Feature, routes } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** POST /feature/add (admin, multipart `title` and the file `icon`): 201 with the new feature. */
export const addFeature = (form: FormData): Promise<Feature> => call(routes.features.add, { body: form });

export function useAddFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFeature,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryTags.feature] }),
  });
}
