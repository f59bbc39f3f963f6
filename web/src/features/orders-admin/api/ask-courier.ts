import { type Order, routes } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { call } from '@/lib/api-client';
import { showChangedOrder } from './edit-order';
import { orderQueryOptions } from './get-order';

/** How long, and how often, the page looks for the courier's answer after staff asked. */
const ANSWER_WATCH_MS = 20_000;
const ANSWER_POLL_MS = 1_500;

/**
 * POST /order/courier-check/{id} (staff): asks the courier now where the parcel is, for a customer on
 * the phone. The check runs from the outbox in the next seconds.
 */
export const askCourier = (id: string): Promise<Order> =>
  call(routes.courierBooking.askCourier, { params: { id } });

/** What the last question came to: news (the card and timeline show it), or nothing new in time. */
export type AskOutcome = 'news' | 'nothing-new' | null;

/**
 * Asks the courier about the order's parcel, then looks at the order again for a short while so a
 * moved status, and its line on the timeline, show without a reload.
 */
export function useAskCourier(order: Order) {
  const queryClient = useQueryClient();
  const [watching, setWatching] = useState(false);
  const [outcome, setOutcome] = useState<AskOutcome>(null);
  // The courier's word and the order's version when staff asked: a change is the answer.
  const heard = `${order.version}:${order.parcel?.courierStatus ?? ''}`;
  const heardWhenAsked = useRef(heard);
  const mutation = useMutation({
    mutationFn: () => askCourier(order._id),
    onMutate: () => {
      heardWhenAsked.current = heard;
      setOutcome(null);
    },
    onSuccess: () => setWatching(true),
  });

  useEffect(() => {
    if (!watching) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started < ANSWER_WATCH_MS) {
        void queryClient.invalidateQueries(orderQueryOptions(order._id));
        return;
      }
      setWatching(false);
      setOutcome('nothing-new');
    }, ANSWER_POLL_MS);
    return () => clearInterval(timer);
  }, [watching, order._id, queryClient]);

  useEffect(() => {
    if (!watching || heard === heardWhenAsked.current) return;
    // The lists, counts and timeline ask again too.
    showChangedOrder(queryClient, order);
    setWatching(false);
    setOutcome('news');
  }, [heard, watching, order, queryClient]);

  return {
    ask: () => mutation.mutate(),
    asking: mutation.isPending || watching,
    outcome,
    error: mutation.error,
  };
}
