import { routes, type UndoStatus, type UndoStatusResult } from '@haat/contract';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** One status move as its toast can take it back (decision 060). */
export type UndoableMove = UndoStatus['moves'][number];

/** POST /order/undo-status: the moves made a few seconds ago, taken back. */
export const undoStatus = (body: UndoStatus): Promise<UndoStatusResult> =>
  call(routes.orders.undoStatus, { body });

/**
 * Takes the moves back and refetches every list, order and count they touched. A plain call, not a
 * mutation hook: the toast outlives the row that made the move, which has left the list by then.
 */
export async function takeBack(
  queryClient: QueryClient,
  moves: readonly UndoableMove[],
): Promise<UndoStatusResult> {
  try {
    return await undoStatus({ moves: [...moves] });
  } finally {
    void queryClient.invalidateQueries({ queryKey: [queryTags.order] });
  }
}
