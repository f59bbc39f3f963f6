import {
  type CheckoutDraft,
  type CheckoutDraftState,
  type ConvertCheckoutDraft,
  type PageMeta,
  routes,
} from '@haat/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callEnvelope } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/**
 * The first part of every incomplete-checkout query key. Kept here rather than in lib/query-client's
 * tags: nothing outside this page reads or invalidates these queries.
 */
const draftsTag = 'checkoutDrafts';

export type DraftPage = { drafts: CheckoutDraft[]; meta: PageMeta };
type DraftListQuery = { state: CheckoutDraftState; page: number; limit: number };

/** New drafts arrive while staff work through their calls: the open list asks again this often. */
const DRAFTS_POLL_MS = 60_000;

/** GET /checkout-drafts (staff): one page of drafts in one state, newest first. */
export const draftsQueryOptions = (query: DraftListQuery) =>
  queryOptions({
    queryKey: [draftsTag, 'list', query],
    queryFn: async ({ signal }): Promise<DraftPage> => {
      const { data, meta } = await callEnvelope(routes.checkoutDrafts.list, { query, signal });
      return { drafts: data, meta };
    },
    staleTime: 10_000,
    refetchOnMount: true,
    // The page on screen stays while the next one (or another state's) loads: no jump to a spinner.
    placeholderData: keepPreviousData,
    refetchInterval: DRAFTS_POLL_MS,
    refetchIntervalInBackground: false,
  });

export const useDrafts = (query: DraftListQuery) => useQuery(draftsQueryOptions(query));

/** How many drafts are open, for the page's title, whichever state the list shows. */
export function useOpenDraftCount(): number | undefined {
  return useQuery(draftsQueryOptions({ state: 'open', page: 1, limit: 1 })).data?.meta.total;
}

/**
 * POST /checkout-drafts/{id}/convert: the order, priced by the server, source phone, with what staff
 * completed on the call over what the visitor typed. The server
 * answers the same order to a second tap; 400 names what the draft lacks, 409 says it is closed.
 */
export function useConvertDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ConvertCheckoutDraft }) =>
      call(routes.checkoutDrafts.convert, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryTags.order] }),
    // Converted, or closed meanwhile (409): the list is stale either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [draftsTag] }),
  });
}

/** DELETE /checkout-drafts/{id}: answers the server's message, if it sent one, for the toast. */
export function useDismissDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await callEnvelope(routes.checkoutDrafts.dismiss, { params: { id } })).message,
    // A 409 or 404 means another tab or colleague got there first: refetch either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [draftsTag] }),
  });
}
