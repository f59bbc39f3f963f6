import { type AddBlockEntry, routes } from '@haat/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callEnvelope } from '@/lib/api-client';
import { riskTag } from './risk-tag';

const blocklistKey = [riskTag, 'blocklist'] as const;

/** GET /risk/blocklist (owners): every blocked phone, address or range and device, newest first. */
export const blocklistQueryOptions = () =>
  queryOptions({
    queryKey: blocklistKey,
    queryFn: ({ signal }) => call(routes.risk.blocklist, { signal }),
    refetchOnMount: true,
  });

export const useBlocklist = () => useQuery(blocklistQueryOptions());

/** POST /risk/blocklist: 400 with the value's problem, 409 when it is already listed. */
export function useBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddBlockEntry) => call(routes.risk.block, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blocklistKey }),
  });
}

/** DELETE /risk/blocklist/{id}: answers the server's message, if it sent one, for the toast. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await callEnvelope(routes.risk.unblock, { params: { id } })).message,
    // A 404 means another tab took it off already: the list is stale either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: blocklistKey }),
  });
}
