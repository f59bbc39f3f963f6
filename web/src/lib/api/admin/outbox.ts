import { type OutboxJobState, routes } from '@haat/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /outbox/jobs (owners): the jobs in one state (parked by default) and the count in each. */
export const outboxQueryOptions = (state: OutboxJobState = 'parked') =>
  queryOptions({
    queryKey: [queryTags.outbox, state],
    queryFn: ({ signal }) => call(routes.outbox.list, { query: { state }, signal }),
    refetchOnMount: true,
    // The worker keeps sending while the page is open: the counts follow.
    refetchInterval: 15_000,
  });

export const useOutbox = (state?: OutboxJobState) => useQuery(outboxQueryOptions(state));

/** POST /outbox/retry/{id}: a parked job goes back in the queue, due now. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.outbox.retry, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [queryTags.outbox] }),
  });
}
