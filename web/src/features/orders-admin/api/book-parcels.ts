import { type BulkBookingResult, type BulkBookParcels, routes } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/**
 * POST /order/bulk-courier-booking (staff): the orders picked on the list to one courier, at most
 * 500. Kept apart from book-parcel.ts, which reaches the order schema (zod): the list loads this one.
 */
export const bookParcels = (body: BulkBookParcels): Promise<BulkBookingResult> =>
  call(routes.courierBooking.bulkBook, { body });

export function useBookParcels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookParcels,
    // Every list, count, order page and the dashboard may change as the courier answers.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryTags.order] }),
  });
}
