import type { Order, OrderStatus } from '@haat/contract';
import type { Selectable } from 'kysely';
import { type Db, defineRepository } from '../../../db/repository.js';
import type { OrderTable } from '../../../db/schema.js';
import { withLines } from '../order-reads.js';
import type { OrderFilters } from '../order-records.js';
import { createOrderSearch } from '../search/order-search.js';

/** The CSV export's read (decision 026): every order a filter matches, a batch at a time. */
export function createExportRepository(db: Db) {
  const search = createOrderSearch(db);
  return defineRepository(db, (db) => ({
    /**
     * Every order matching the filters, newest first, a batch at a time (with their lines): the
     * export reads 100,000 orders without holding them. Each batch starts after the last order of the
     * one before (by time, then id), so an order placed meanwhile neither repeats nor shifts a row.
     */
    async *streamOrders(filters: OrderFilters, batchSize = 500): AsyncGenerator<Order[]> {
      const condition = await search.pageCondition(filters);
      let after: { createdAt: string; id: string } | null = null;
      for (;;) {
        const from: { createdAt: string; id: string } | null = after;
        const rows: Selectable<OrderTable>[] = await db
          .selectFrom('orders')
          .selectAll()
          .where(condition)
          .$if(filters.status !== undefined, (query) =>
            query.where('status', '=', filters.status as OrderStatus),
          )
          .$if(filters.ids !== undefined, (query) => query.where('id', 'in', filters.ids ?? []))
          // (created_at, id) below the last row's, as one row value: both engines walk the
          // (created_at, id) index from there, where an OR of the two made SQLite start over each batch.
          .$if(from !== null, (query) =>
            query.where((eb) =>
              eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(from?.createdAt ?? '', from?.id ?? '')),
            ),
          )
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(batchSize)
          .execute();
        if (rows.length === 0) return;
        yield await withLines(db, rows);
        const last: Selectable<OrderTable> | undefined = rows[rows.length - 1];
        if (!last || rows.length < batchSize) return;
        after = { createdAt: last.created_at, id: last.id };
      }
    },
  }));
}

export type ExportRepository = ReturnType<typeof createExportRepository>;
