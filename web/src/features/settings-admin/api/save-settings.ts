import type { SiteSettings, SiteSettingsInput } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

type SaveSettingsInput = { id: string | undefined; input: SiteSettingsInput };

/**
 * POST /settings/add the first time, then PATCH /settings/update/{id} (admin, JSON). The server checks
 * every new order's total against these fees, so they apply to the next order at once.
 */
export const saveSettings = ({ id, input }: SaveSettingsInput): Promise<SiteSettings> =>
  id
    ? apiClient.patch<SiteSettings>(`/settings/update/${encodeURIComponent(id)}`, input)
    : apiClient.post<SiteSettings>('/settings/add', input);

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData([queryTags.settings, 'admin'], saved);
      return queryClient.invalidateQueries({ queryKey: [queryTags.settings] });
    },
    onError: (error) => {
      // 409: another tab (or a double tap) created it first; with its id the next save updates it.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: [queryTags.settings] });
      }
    },
  });
}
