import { type BookParcel, type Order, routes } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError, call } from '@/lib/api-client';
import { showChangedOrder } from './edit-order';
import { orderQueryOptions } from './get-order';

/**
 * POST /order/courier-booking/{id} (staff): sends the order to a courier. The answer is the order
 * with its parcel `booking`; the outbox asks the courier in the next seconds, and the order's page
 * follows until the courier has answered (get-order.ts).
 */
export const bookParcel = ({ id, body }: { id: string; body: BookParcel }): Promise<Order> =>
  call(routes.courierBooking.book, { params: { id }, body });

export function useBookParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookParcel,
    onSuccess: (order) => showChangedOrder(queryClient, order),
    // 409: the order moved on meanwhile (cancelled, or sent by someone else): the page asks for it.
    onError: (error, { id }) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries(orderQueryOptions(id));
    },
  });
}

/**
 * When the courier's answer reaches the open page (its parcel no longer `booking`): the order may be
 * shipped now, so the lists, counts and dashboard ask again, and the timeline shows the answer.
 */
export function useParcelAnswered(order: Order) {
  const queryClient = useQueryClient();
  const state = order.parcel?.state;
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === 'booking' && state !== 'booking') showChangedOrder(queryClient, order);
    previous.current = state;
  }, [state, order, queryClient]);
}
