import { type Feature, routes } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

type UpdateFeatureInput = { id: string; form: FormData };

/** PUT /feature/update/{id} (admin, multipart): the title, and the icon only when a new file is sent. */
export const updateFeature = ({ id, form }: UpdateFeatureInput): Promise<Feature> =>
  call(routes.features.update, { params: { id }, body: form });

export function useUpdateFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeature,
    onSuccess: (feature) => {
      queryClient.setQueryData([queryTags.feature, 'admin', 'single', feature._id], feature);
      return queryClient.invalidateQueries({ queryKey: [queryTags.feature] });
    },
  });
}
