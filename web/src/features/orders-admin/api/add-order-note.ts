import { type OrderEvent, routes } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { orderTimelineQueryOptions } from './get-order-timeline';

/** POST /order/add-note/{id} (admin): an internal note on the order's timeline. */
export const addOrderNote = ({ id, text }: { id: string; text: string }): Promise<OrderEvent> =>
  call(routes.orderTimeline.addNote, { params: { id }, body: { text } });

export function useAddOrderNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOrderNote,
    onSuccess: (_note, { id }) => queryClient.invalidateQueries(orderTimelineQueryOptions(id)),
  });
}
