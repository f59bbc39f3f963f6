import type { Order } from '@haat/contract';
import { type Db, defineRepository, inTransaction } from '../../../db/repository.js';
import { readOrder, toLineRows } from '../order-reads.js';
import { type NewOrder, type NewOrderEvent, toOrderEventRow } from '../order-records.js';
import { editStock, moveStock, type StockLine } from '../stock-effect.js';

/** A line, as stored or as edited, as its stock reads it. */
const stockLineOf = (line: Order['products'][number] | NewOrder['lines'][number]): StockLine =>
  'product' in line
    ? { sizeId: line.size._id, title: line.product.title, sizeName: line.size.name, quantity: line.quantity }
    : { sizeId: line.sizeId, title: line.title, sizeName: line.sizeName, quantity: line.quantity };

/** What an edit's judge answers: write these changes with this timeline entry, or leave the order. */
export type OrderEditDecision =
  | { outcome: 'unchanged' }
  | {
      outcome: 'write';
      changes: Pick<
        NewOrder,
        | 'name'
        | 'phone'
        | 'city'
        | 'address'
        | 'shipping'
        | 'subtotal'
        | 'discount'
        | 'discountReason'
        | 'total'
        | 'lines'
      >;
      event: NewOrderEvent;
    };

/** An order's edit after the call (decision 027): its details and lines, versioned. */
export function createEditingRepository(db: Db) {
  return defineRepository(db, (db) => ({
    /**
     * Applies an edit to an order in one transaction (decision 027): `decide` reads the order as it is
     * now and answers what to write (or throws why not: nothing is written). The write only applies
     * to the version read, so of two edits made at once the second is judged again on the first's
     * result (and refused by its version).
     * Lines are written anew in the edit's order; each keeps the id and snapshot `decide` gave it.
     */
    async editOrder(
      id: string,
      decide: (current: Order) => OrderEditDecision,
    ): Promise<{ outcome: 'missing' } | { outcome: 'unchanged' | 'updated'; order: Order }> {
      for (;;) {
        const outcome = await inTransaction(db, async (trx) => {
          const current = await readOrder(trx, id);
          if (!current) return { outcome: 'missing' as const };
          const decision = decide(current);
          if (decision.outcome !== 'write') return { outcome: decision.outcome, order: current };
          const { changes, event } = decision;
          const result = await trx
            .updateTable('orders')
            .set({
              name: changes.name,
              phone: changes.phone,
              city: changes.city,
              address: changes.address,
              shipping: changes.shipping,
              subtotal: changes.subtotal,
              discount: changes.discount,
              discount_reason: changes.discountReason,
              total: changes.total,
              updated_at: event.at,
              version: current.version + 1,
            })
            .where('id', '=', id)
            .where('version', '=', current.version)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) return { outcome: 'raced' as const };
          await trx.deleteFrom('order_lines').where('order_id', '=', id).execute();
          await trx.insertInto('order_lines').values(toLineRows(id, changes.lines)).execute();
          await trx.insertInto('order_events').values(toOrderEventRow(event)).execute();
          // Stock moves by what the edit changed (decision 064); short of it, the edit is refused whole.
          await moveStock(
            trx,
            editStock(id, current.products.map(stockLineOf), changes.lines.map(stockLineOf)),
            { actor: event.actor, now: event.at },
          );
          const saved = await readOrder(trx, id);
          if (!saved) throw new Error('unreachable: the order was updated in this transaction');
          return { outcome: 'updated' as const, order: saved };
        });
        if (outcome.outcome !== 'raced') return outcome;
      }
    },
  }));
}

export type EditingRepository = ReturnType<typeof createEditingRepository>;
