import { type PathaoSettingsInput, routes } from '@haat/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

const pathaoKey = [queryTags.integrations, 'pathao'] as const;

/** GET /integrations/pathao (owners): the account, the secret and password masked, the pickup store. */
export const pathaoSettingsQueryOptions = () =>
  queryOptions({
    queryKey: pathaoKey,
    queryFn: ({ signal }) => call(routes.couriers.getPathao, { signal }),
    refetchOnMount: true,
  });

export const usePathaoSettings = () => useQuery(pathaoSettingsQueryOptions());

/** PUT /integrations/pathao: an empty field keeps the saved one. */
export function useSavePathaoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PathaoSettingsInput) => call(routes.couriers.updatePathao, { body }),
    onSuccess: (saved) => queryClient.setQueryData(pathaoKey, saved),
  });
}

/**
 * POST /integrations/pathao/check: logs in and lists the account's stores, or says why not. An
 * account with one store has it picked by the check, so the saved settings are read again.
 */
export function useCheckPathao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.couriers.checkPathao),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pathaoKey }),
  });
}

/** PUT /integrations/pathao/store: the pickup store, one of the listed. */
export function useChoosePathaoStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeId: number) => call(routes.couriers.choosePathaoStore, { body: { storeId } }),
    onSuccess: (saved) => queryClient.setQueryData(pathaoKey, saved),
  });
}
