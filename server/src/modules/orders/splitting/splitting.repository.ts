import type { Order } from '@haat/contract';
import { type Db, defineRepository, inTransaction } from '../../../db/repository.js';
import { insertEvents, readOrder, toLineRows } from '../order-reads.js';
import type { NewOrder, NewOrderEvent } from '../order-records.js';
import { createPlacementRepository } from '../placement/placement.repository.js';
import { createStatusMoves, type StatusMoves } from '../status-move.js';

/** What a split's judge answers: the original's lines and money as they are left, and the new order. */
export interface SplitDecision {
  kept: Pick<NewOrder, 'lines' | 'subtotal' | 'total'>;
  split: NewOrder;
  /** The timeline entries of both orders, once the new one's invoice number is known. */
  entries: (splitInvoiceNumber: number) => NewOrderEvent[];
}

/** Splitting an order into two parcels (decision 071): both orders written in one transaction. */
export function createSplittingRepository(db: Db, moves: StatusMoves = createStatusMoves()) {
  return defineRepository(db, (db) => ({
    /**
     * Reads the order, lets `decide` judge the split (or throw why not: nothing is written), and
     * writes it in one transaction: the original's lines and totals at the version read, and the new
     * order with the pieces moved. No stock moves: the pieces stay held, by the other order, from the
     * same commit. Raced by another change to the original, it judges again on what that wrote.
     */
    async splitOrder(
      id: string,
      decide: (current: Order) => SplitDecision,
    ): Promise<{ outcome: 'missing' } | { outcome: 'split'; original: Order; split: Order }> {
      for (;;) {
        const outcome = await inTransaction(db, async (trx) => {
          const placement = createPlacementRepository(trx, moves);
          // The invoice counter first, as the placement takes it: order writers wait in one line.
          await placement.lockOrderWrites();
          const current = await readOrder(trx, id);
          if (!current) return { outcome: 'missing' as const };
          const { kept, split, entries } = decide(current);
          const updated = await trx
            .updateTable('orders')
            .set({
              subtotal: kept.subtotal,
              total: kept.total,
              updated_at: split.createdAt,
              version: current.version + 1,
            })
            .where('id', '=', id)
            .where('version', '=', current.version)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0) return { outcome: 'raced' as const };
          await trx.deleteFrom('order_lines').where('order_id', '=', id).execute();
          await trx.insertInto('order_lines').values(toLineRows(id, kept.lines)).execute();
          const invoiceNumber = await placement.reserveInvoiceNumbers(1);
          await placement.insertOrders([
            { order: split, invoiceNumber, arrival: { cause: 'order-split', purchase: null } },
          ]);
          await insertEvents(trx, entries(invoiceNumber));
          const original = await readOrder(trx, id);
          const created = await readOrder(trx, split.id);
          if (!original || !created)
            throw new Error('unreachable: both orders were written in this transaction');
          return { outcome: 'split' as const, original, split: created };
        });
        if (outcome.outcome !== 'raced') return outcome;
      }
    },
  }));
}

export type SplittingRepository = ReturnType<typeof createSplittingRepository>;
