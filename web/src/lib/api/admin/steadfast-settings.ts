import { routes, type SteadfastSettingsInput } from '@haat/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

const steadfastKey = [queryTags.integrations, 'steadfast'] as const;

/** GET /integrations/steadfast (owners): whether each key is saved and how it ends. */
export const steadfastSettingsQueryOptions = () =>
  queryOptions({
    queryKey: steadfastKey,
    queryFn: ({ signal }) => call(routes.couriers.getSteadfast, { signal }),
    refetchOnMount: true,
  });

export const useSteadfastSettings = () => useQuery(steadfastSettingsQueryOptions());

/** PUT /integrations/steadfast: an empty key keeps the saved one. */
export function useSaveSteadfastSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SteadfastSettingsInput) => call(routes.couriers.updateSteadfast, { body }),
    onSuccess: (saved) => queryClient.setQueryData(steadfastKey, saved),
  });
}

/** POST /integrations/steadfast/check: the balance with the saved keys, or why not. */
export const useCheckSteadfast = () =>
  useMutation({ mutationFn: () => call(routes.couriers.checkSteadfast) });
