import { type Order, type ParcelIds, routes } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { showChangedOrder } from './edit-order';

/**
 * POST /order/courier-ids/{id} (staff): the consignment id (and tracking code) staff copied from the
 * courier's portal for a parcel whose booking answer was lost (decision 058). The server asks the
 * courier first and refuses an id it does not know as this order's.
 */
export const enterParcelIds = ({ id, body }: { id: string; body: ParcelIds }): Promise<Order> =>
  call(routes.courierBooking.enterIds, { params: { id }, body });

export function useEnterParcelIds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterParcelIds,
    // The order may be shipped now (a parcel given up on is booked by it): lists and timeline ask again.
    onSuccess: (order) => showChangedOrder(queryClient, order),
  });
}
