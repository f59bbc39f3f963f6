import { ORDER_STATUS_MOVES, type OrderStatus } from '@haat/contract';

/**
 * The statuses to set, one after another, to bring a new (pending) order to `target` by moves the
 * rules allow (decision 024): the shortest way, empty for `pending` itself.
 */
export function movesTo(target: OrderStatus): OrderStatus[] {
  const cameFrom = new Map<OrderStatus, OrderStatus | null>([['pending', null]]);
  const queue: OrderStatus[] = ['pending'];
  for (let status = queue.shift(); status !== undefined; status = queue.shift()) {
    for (const next of ORDER_STATUS_MOVES[status]) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, status);
      queue.push(next);
    }
  }
  if (!cameFrom.has(target)) throw new Error(`no moves lead from pending to ${target}`);
  const path: OrderStatus[] = [];
  for (
    let status: OrderStatus | null | undefined = target;
    status && status !== 'pending';
    status = cameFrom.get(status)
  )
    path.unshift(status);
  return path;
}
