import { type FacebookSettingsInput, routes } from '@haat/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

const facebookKey = [queryTags.integrations, 'facebook'] as const;

/** GET /integrations/facebook (owners): the Conversions API settings, the token masked. */
export const facebookSettingsQueryOptions = () =>
  queryOptions({
    queryKey: facebookKey,
    queryFn: ({ signal }) => call(routes.conversions.getFacebook, { signal }),
    refetchOnMount: true,
  });

export const useFacebookSettings = () => useQuery(facebookSettingsQueryOptions());

/** PUT /integrations/facebook: an empty token keeps the saved one. */
export function useSaveFacebookSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FacebookSettingsInput) => call(routes.conversions.updateFacebook, { body }),
    onSuccess: (saved) => queryClient.setQueryData(facebookKey, saved),
  });
}
