import { type PhoneCheck, routes } from '@haat/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';
import { isMissingOrder } from './get-order';

/** GET /order/phone-check/{id}: where the order's code stands (sent yet, tries left, next code). */
export const phoneCheckQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [queryTags.order, 'phone-check', id],
    queryFn: ({ signal }) => call(routes.phoneCheck.get, { params: { id }, signal }),
    // An order that was not asked for a code (or is no longer recent) stays that way.
    retry: (failures, error) => !isMissingOrder(error) && failures < 1,
    // The tries left and the next code's time change on the server, not here: asked on every visit.
    staleTime: 0,
    refetchOnMount: 'always',
  });

// The two writes are plain calls rather than useMutation hooks: react-query's mutation code is
// otherwise shared only with the order form, and the build would split it out of the form's chunk
// into one more file that every visitor of the landing page loads (bundle-budget.test.ts).

/** POST /order/phone-check/{id}/confirm: the code the customer typed, Bengali or ASCII digits. */
export const confirmPhoneCode = (id: string, code: string): Promise<PhoneCheck> =>
  call(routes.phoneCheck.confirm, { params: { id }, body: { code } });

/** POST /order/phone-check/{id}/resend: a new code (the old one stops working). */
export const resendPhoneCode = (id: string): Promise<PhoneCheck> =>
  call(routes.phoneCheck.resend, { params: { id } });
