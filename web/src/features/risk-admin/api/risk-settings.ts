import { type RiskSettings, routes } from '@haat/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { riskTag } from './risk-tag';

const settingsKey = [riskTag, 'settings'] as const;

/** GET /risk/settings (owners): the threshold, the window, each signal's weight, the courier check. */
export const riskSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: ({ signal }) => call(routes.risk.getSettings, { signal }),
    refetchOnMount: true,
  });

export const useRiskSettings = () => useQuery(riskSettingsQueryOptions());

/** PUT /risk/settings: the next order placed is scored with what this saves. */
export function useSaveRiskSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RiskSettings) => call(routes.risk.updateSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
