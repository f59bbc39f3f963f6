import {
  type BulkStatusResult,
  canMoveOrder,
  MAX_BULK_ORDERS,
  type Order,
  type OrderFilter,
  type OrderStatus,
  type UndoStatusResult,
} from '@haat/contract';
import { AppError } from '../../../lib/errors.js';
import { newId } from '../../../lib/ids.js';
import { nowIso } from '../../../lib/time.js';
import { orderFiltersOf } from '../order-filters.js';
import { orderMessages } from '../order-messages.js';
import type { Actor } from '../order-records.js';
import type { OrdersRepository } from '../orders.repository.js';
import { STATUS_UNDO_ACCEPTED_MS } from '../status-effects.js';
import type { StatusWhy } from '../status-move.js';
import type { BulkRepository } from './bulk.repository.js';

/**
 * Working on many orders at once (decision 031): a status for the ones picked or every one the
 * filter matches, several orders read together for one printable document, and the prints recorded.
 */
export function createOrderBulkService(deps: { repository: BulkRepository; orders: OrdersRepository }) {
  const { repository, orders: shared } = deps;
  return {
    async changeStatus(
      target: { ids?: string[] | undefined; filter?: OrderFilter | undefined },
      to: OrderStatus,
      actor: Actor,
      why: StatusWhy = {},
    ): Promise<BulkStatusResult> {
      let ids = target.ids ?? [];
      if (target.filter) {
        // One more than allowed tells a filter that reaches too far from one that fits exactly.
        ids = await repository.idsMatching(orderFiltersOf(target.filter), MAX_BULK_ORDERS + 1);
        if (ids.length > MAX_BULK_ORDERS) {
          const message = orderMessages.bulkTooMany(MAX_BULK_ORDERS);
          throw AppError.badRequest(message, [{ path: 'filter', message }]);
        }
      }
      const now = nowIso();
      const result = await repository.bulkUpdateStatus(
        ids,
        to,
        now,
        (from) => canMoveOrder(from, to),
        actor,
        why,
      );
      // An order another person changed between the read and the write is judged again on its own.
      let moved = result.moved;
      let unchanged = result.unchanged;
      const refused = result.refused;
      const missing = [...result.missing];
      for (const id of result.raced) {
        const single = await shared.updateStatus(id, to, now, (from) => canMoveOrder(from, to), actor, why);
        if (single.outcome === 'missing') missing.push(id);
        else if (single.outcome === 'refused') {
          const order = await shared.findOrder(id);
          if (order) refused.push({ id, invoiceNumber: order.invoiceNumber, status: order.status });
        } else if ((await shared.findOrder(id))?.status === to) moved += 1;
        else unchanged += 1;
      }
      return {
        moved,
        unchanged,
        refused: refused.map(({ id, invoiceNumber, status }) => ({ _id: id, invoiceNumber, status })),
        missing,
        // An order moved on its own after a race is not offered back: its `from` was read apart.
        undo: result.moves.map(({ orderId, from, to }) => ({ id: orderId, from, to })),
      };
    },

    /**
     * Takes back moves staff made a few seconds ago from their toast (decision 060). The server
     * accepts a little longer than the toast offers, for a slow phone's request; the moves' SMS wait
     * longer still (status-effects.ts), so an undo accepted always comes before its message.
     */
    async undoStatus(
      moves: ReadonlyArray<{ id: string; from: OrderStatus; to: OrderStatus }>,
      actor: Actor,
    ): Promise<UndoStatusResult> {
      const now = nowIso();
      const since = new Date(Date.parse(now) - STATUS_UNDO_ACCEPTED_MS).toISOString();
      const undone = await repository.undoMoves(moves, since, now, actor);
      const back = new Set(undone.map((move) => move.orderId));
      return {
        undone: back.size,
        kept: [...new Set(moves.map((move) => move.id))].filter((id) => !back.has(id)),
      };
    },

    /** The orders asked for, in that order; an id that is no order is a 404 naming it. */
    async readMany(ids: readonly string[]): Promise<Order[]> {
      const orders = await shared.findOrders(ids);
      if (orders.length !== new Set(ids).size) {
        const found = new Set(orders.map((order) => order._id));
        const message = orderMessages.someNotFound;
        throw AppError.notFound(`${message}: ${ids.filter((id) => !found.has(id)).join(', ')}`);
      }
      return orders;
    },

    /** Records that these orders' invoices (or labels) were printed, on each one's timeline. */
    async recordPrinted(
      ids: readonly string[],
      paper: 'a4' | 'thermal' | 'labels',
      actor: Actor,
    ): Promise<string> {
      const orders = await shared.findOrders([...new Set(ids)]);
      if (orders.length === 0) throw AppError.notFound(orderMessages.notFound);
      const at = nowIso();
      await shared.insertEvents(
        orders.map((order) => ({
          id: newId(),
          orderId: order._id,
          at,
          actor,
          kind: 'printed' as const,
          data: { paper },
        })),
      );
      return orderMessages.printed;
    },
  };
}

export type OrderBulkService = ReturnType<typeof createOrderBulkService>;
