import type { Order, OrderEvent, OrderStatus } from '@haat/contract';
import { type Db, defineRepository, inTransaction } from '../../db/repository.js';
import { addEvent, insertEvents, readOrder, withLines } from './order-reads.js';
import { type Actor, chunks, type NewOrderEvent } from './order-records.js';
import { createStatusMoves, type StatusMoves, type StatusWhy } from './status-move.js';

/**
 * What the orders' sub-modules and other modules share: an order read back (the SMS, the purchase
 * event, the courier's jobs), a staff member's move of one order (one order, or the rest of a bulk
 * move that raced), timeline entries written together, and whether a product image is still in an
 * order's lines. Each sub-module's own queries are in its repository.
 */
export function createOrdersRepository(db: Db, moves: StatusMoves = createStatusMoves()) {
  return defineRepository(db, (db) => ({
    /** Inside `transaction(fn)` this reads the transaction's own writes (SQLite would wait for them). */
    findOrder: (id: string): Promise<Order | null> => readOrder(db, id),

    /** These orders with their lines, in the order asked; ids that are no order are left out. */
    async findOrders(ids: readonly string[]): Promise<Order[]> {
      const rows = [];
      for (const chunk of chunks(ids))
        rows.push(...(await db.selectFrom('orders').selectAll().where('id', 'in', chunk).execute()));
      const byId = new Map((await withLines(db, rows)).map((order) => [order._id, order]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * Changes an order's status and moves it between the kept counts, in one transaction, if
     * `allowed(current status)` says the move may be made. The update only applies if the status is
     * still the one read, so two admins changing the same order at once (PostgreSQL, read committed)
     * cannot count it twice or make a move the rules refuse: the second reads again and judges again.
     */
    async updateStatus(
      id: string,
      status: OrderStatus,
      now: string,
      allowed: (from: OrderStatus) => boolean,
      actor: Actor,
      why: StatusWhy = {},
    ): Promise<{ outcome: 'updated' | 'missing' } | { outcome: 'refused'; from: OrderStatus }> {
      for (;;) {
        const outcome = await inTransaction(db, async (trx) => {
          const row = await trx.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirst();
          if (!row) return { outcome: 'missing' as const };
          if (!allowed(row.status)) return { outcome: 'refused' as const, from: row.status };
          if (row.status === status) {
            // Setting the status it has is no move: the order is only touched (a new version).
            const result = await trx
              .updateTable('orders')
              .set((eb) => ({ updated_at: now, version: eb('version', '+', 1) }))
              .where('id', '=', id)
              .where('status', '=', row.status)
              .executeTakeFirst();
            if (Number(result.numUpdatedRows) === 0) return { outcome: 'raced' as const };
          } else {
            const moved = await moves.move(trx, [{ orderId: id, from: row.status, to: status, ...why }], {
              cause: 'staff',
              actor,
              now,
            });
            if (moved.length === 0) return { outcome: 'raced' as const };
          }
          return { outcome: 'updated' as const };
        });
        if (outcome.outcome !== 'raced') return outcome;
      }
    },

    /** One entry on an order's timeline (a sent SMS); null when there is no such order. */
    addEvent: (event: NewOrderEvent): Promise<OrderEvent | null> => addEvent(db, event),

    /** Timeline entries of several orders at once (a batch's, a bulk print's), in a few statements. */
    insertEvents: (events: readonly NewOrderEvent[]): Promise<void> => insertEvents(db, events),

    /** Whether an order line still shows this product image (lines keep a snapshot of the product). */
    /**
     * Units of each size that orders not yet shipped hold (decision 064): pending, confirmed and on
     * hold, what the owner still has to pack.
     */
    async heldBySize(): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select((eb) => [
          'order_lines.size_id',
          eb.fn.sum<number | string>('order_lines.quantity').as('held'),
        ])
        .where('orders.status', 'in', ['pending', 'confirmed', 'on_hold'])
        .where('order_lines.size_id', 'is not', null)
        .groupBy('order_lines.size_id')
        .execute();
      return new Map(rows.map((row) => [row.size_id as string, Number(row.held)]));
    },

    async isProductImageInUse(file: string): Promise<boolean> {
      const row = await db
        .selectFrom('order_lines')
        .select('id')
        .where('img', '=', file)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  }));
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
