import type { OrderStatus } from '@haat/contract';
import { engineOf } from '../../../db/database.js';
import { type Db, defineRepository, inTransaction } from '../../../db/repository.js';
import type { Database } from '../../../db/schema.js';
import { byReason } from '../order-filters.js';
import { type Actor, chunks, type OrderFilters } from '../order-records.js';
import { createOrderSearch } from '../search/order-search.js';
import { createStatusMoves, type OrderMove, type StatusMoves, type StatusWhy } from '../status-move.js';

/** Many orders at once (decision 031): the ids a filter picks, and their status moved together. */
export function createBulkRepository(db: Db, moves: StatusMoves = createStatusMoves()) {
  const search = createOrderSearch(db);
  return defineRepository(db, (db) => ({
    /** The ids of the orders the filters match, newest first, at most `limit` of them. */
    async idsMatching(filters: OrderFilters, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('orders')
        .select('id')
        .where(await search.pageCondition(filters))
        .$if(filters.status !== undefined, (query) =>
          query.where('status', '=', filters.status as OrderStatus),
        )
        .$if(filters.reason !== undefined, (query) => query.where(byReason(filters.reason)))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Moves many orders to one status in one transaction (decision 031): each only if the rules
     * allow its move (`allowed`), counted and recorded on its timeline as a single move would be. On
     * PostgreSQL the orders are locked first, in id order, so two bulk changes (or a bulk change and
     * single ones) wait for each other instead of deadlocking; an order changed between the read and
     * the write is answered as `raced`, for the caller to move on its own.
     */
    async bulkUpdateStatus(
      ids: readonly string[],
      to: OrderStatus,
      now: string,
      allowed: (from: OrderStatus) => boolean,
      actor: Actor,
      why: StatusWhy = {},
    ) {
      return inTransaction(db, async (trx) => {
        const sorted = [...new Set(ids)].sort();
        const rows: Array<{ id: string; status: OrderStatus; invoice_number: number }> = [];
        for (const chunk of chunks(sorted)) {
          rows.push(
            ...(await trx
              .selectFrom('orders')
              .select(['id', 'status', 'invoice_number'])
              .where('id', 'in', chunk)
              .orderBy('id')
              .$if(engineOf<Database>(trx) === 'postgres', (query) => query.forUpdate())
              .execute()),
          );
        }
        const found = new Set(rows.map((row) => row.id));
        const unchanged = rows.filter((row) => row.status === to);
        const refused = rows.filter((row) => row.status !== to && !allowed(row.status));
        const movable = rows.filter((row) => row.status !== to && allowed(row.status));
        const moved = await moves.move(
          trx,
          movable.map((row) => ({ orderId: row.id, from: row.status, to, ...why })),
          { cause: 'staff', actor, now },
        );
        const movedIds = new Set(moved.map((move) => move.orderId));
        return {
          moves: moved,
          moved: moved.length,
          unchanged: unchanged.length,
          refused: refused.map((row) => ({
            id: row.id,
            invoiceNumber: Number(row.invoice_number),
            status: row.status,
          })),
          raced: movable.filter((row) => !movedIds.has(row.id)).map((row) => row.id),
          missing: sorted.filter((id) => !found.has(id)),
        };
      });
    },

    /**
     * Takes back status moves made a moment ago (decision 060), in one transaction: each order whose
     * last status entry is that very move, made at or after `since`, and which is still in its `to`,
     * returns to its `from` through the one mover (cause `staff-undo`, which withdraws the move's
     * waiting SMS). Answers the moves taken back.
     */
    async undoMoves(
      asked: ReadonlyArray<{ id: string; from: OrderStatus; to: OrderStatus }>,
      since: string,
      now: string,
      actor: Actor,
    ): Promise<OrderMove[]> {
      return inTransaction(db, async (trx) => {
        const wanted = new Map(asked.filter((move) => move.from !== move.to).map((move) => [move.id, move]));
        const ids = [...wanted.keys()].sort();
        const undoable: OrderMove[] = [];
        for (const chunk of chunks(ids)) {
          // Each order's newest status entry: the move to undo must be the last one made.
          const events = await trx
            .selectFrom('order_events')
            .select(['order_id', 'at', 'data'])
            .where('order_id', 'in', chunk)
            .where('kind', '=', 'status')
            .where('at', '>=', since)
            .orderBy('at', 'desc')
            .orderBy('id', 'desc')
            .execute();
          const last = new Map<string, { from: OrderStatus; to: OrderStatus; undo?: boolean }>();
          for (const event of events)
            if (!last.has(event.order_id)) last.set(event.order_id, JSON.parse(event.data));
          for (const id of chunk) {
            const move = wanted.get(id);
            const event = last.get(id);
            if (move && event && !event.undo && event.from === move.from && event.to === move.to)
              undoable.push({ orderId: id, from: move.to, to: move.from });
          }
        }
        // Guarded by the status read back from the entry: an order moved again since is left alone.
        return moves.move(trx, undoable, { cause: 'staff-undo', actor, now });
      });
    },
  }));
}

export type BulkRepository = ReturnType<typeof createBulkRepository>;
