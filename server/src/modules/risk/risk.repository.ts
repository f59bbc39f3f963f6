import type { BlockEntry, BlockKind, OrderRisk, OrderStatus } from '@haat/contract';
import type { Selectable } from 'kysely';
import { engineOf } from '../../db/database.js';
import { type Db, defineRepository, inTransaction } from '../../db/repository.js';
import type { Database, RiskBlocklistTable } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { toOrderEventRow } from '../orders/order-records.js';
import { createStatusMoves, type StatusMoves } from '../orders/status-move.js';

/** A courier's counts for a phone, as its fraud check gave them. */
export interface CourierHistory {
  total: number;
  delivered: number;
  cancelled: number;
}

const toBlockEntry = (row: Selectable<RiskBlocklistTable>): BlockEntry => ({
  _id: row.id,
  kind: row.kind,
  value: row.value,
  reason: row.reason,
  addedBy: row.added_by_id === null ? null : { _id: row.added_by_id, name: row.added_by_name ?? '' },
  createdAt: row.created_at,
});

/**
 * The fake-order check's records: the owner's blocklist (migration 0015), the couriers' histories
 * kept a day (migration 0016), and the assessment made again once a courier's history arrives.
 */
export function createRiskRepository(db: Db, moves: StatusMoves = createStatusMoves()) {
  return defineRepository(db, (db) => ({
    async list(): Promise<BlockEntry[]> {
      const rows = await db
        .selectFrom('risk_blocklist')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toBlockEntry);
    },

    /** Whether the blocklist names this phone. */
    async hasPhone(phone: string): Promise<boolean> {
      const row = await db
        .selectFrom('risk_blocklist')
        .select('id')
        .where('kind', '=', 'phone')
        .where('value', '=', phone)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Every entry's kind and value: what a batch of orders is matched against. */
    async values(): Promise<Array<{ kind: BlockKind; value: string }>> {
      return db.selectFrom('risk_blocklist').select(['kind', 'value']).execute();
    },

    async insert(entry: {
      id: string;
      kind: BlockKind;
      value: string;
      reason: string;
      addedBy: { id: string; name: string };
      createdAt: string;
    }): Promise<BlockEntry> {
      const row = {
        id: entry.id,
        kind: entry.kind,
        value: entry.value,
        reason: entry.reason,
        added_by_id: entry.addedBy.id,
        added_by_name: entry.addedBy.name,
        created_at: entry.createdAt,
      };
      await db.insertInto('risk_blocklist').values(row).execute();
      return toBlockEntry(row);
    },

    /** Steadfast's histories of these phones asked since `sinceIso`: fresh enough to use. */
    async courierHistories(
      phones: readonly string[],
      sinceIso: string,
    ): Promise<Map<string, CourierHistory>> {
      if (phones.length === 0) return new Map();
      const rows = await db
        .selectFrom('courier_histories')
        .selectAll()
        .where('phone', 'in', phones)
        .where('courier', '=', 'steadfast')
        .where('checked_at', '>=', sinceIso)
        .execute();
      return new Map(
        rows.map((row) => [
          row.phone,
          { total: Number(row.total), delivered: Number(row.delivered), cancelled: Number(row.cancelled) },
        ]),
      );
    },

    async saveCourierHistory(phone: string, history: CourierHistory, checkedAt: string): Promise<void> {
      const values = { ...history, checked_at: checkedAt };
      await db
        .insertInto('courier_histories')
        .values({ phone, courier: 'steadfast', ...values })
        .onConflict((conflict) => conflict.columns(['phone', 'courier']).doUpdateSet(values))
        .execute();
    },

    /**
     * Records an order's assessment made again (`reassess` is given what it arrived with and its
     * status now, and answers the new assessment, or null when nothing changed) with a `risk` entry
     * on its timeline; when the new one holds and the order is still pending as it arrived, it moves
     * on hold with a `status` entry, all in one transaction. Answers whether the order moved.
     */
    async applyReassessment(
      orderId: string,
      reassess: (risk: OrderRisk, status: OrderStatus) => OrderRisk | null,
      now: string,
    ): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .selectFrom('orders')
          .select(['status', 'risk'])
          .where('id', '=', orderId)
          .$if(engineOf<Database>(trx) === 'postgres', (query) => query.forUpdate())
          .executeTakeFirst();
        if (!row?.risk) return false;
        const arrived = JSON.parse(row.risk) as OrderRisk;
        const next = reassess(arrived, row.status);
        if (!next) return false;
        // Staff have not touched it yet: the check may still put it aside for a call. Once they
        // confirmed or moved it, their judgement stands and the new score is only noted.
        const holds = next.held && !arrived.held && row.status === 'pending';
        // `held` on the order says whether the check held it, whenever that was.
        const kept: OrderRisk = { ...next, held: arrived.held || holds };
        await trx
          .updateTable('orders')
          .set({ risk: JSON.stringify(kept) })
          .where('id', '=', orderId)
          .execute();
        await trx
          .insertInto('order_events')
          .values(
            toOrderEventRow({
              id: newId(),
              orderId,
              at: now,
              actor: null,
              kind: 'risk',
              data: { ...next, held: holds },
            }),
          )
          .execute();
        // The row is locked (PostgreSQL) or the transaction the one writer (SQLite). The hold's
        // effects are the table's `risk-hold` row: none (decision 047).
        if (holds)
          await moves.move(trx, [{ orderId, from: 'pending', to: 'on_hold' }], {
            cause: 'risk-hold',
            actor: null,
            now,
          });
        return holds;
      });
    },

    async delete(id: string): Promise<BlockEntry | null> {
      const row = await db
        .deleteFrom('risk_blocklist')
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toBlockEntry(row) : null;
    },
  }));
}

export type RiskRepository = ReturnType<typeof createRiskRepository>;
