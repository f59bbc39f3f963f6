import { ORDER_STATUSES, type Order, type OrderListSort, type OrderStatus } from '@haat/contract';
import { type Db, defineRepository, inTransaction } from '../../../db/repository.js';
import { byReason } from '../order-filters.js';
import { withLines } from '../order-reads.js';
import type { OrderFilters } from '../order-records.js';
import { createOrderSearch, hasNoFilter } from '../search/order-search.js';
import { createStatusMoves, type StatusMoves } from '../status-move.js';

/**
 * The back office's list of orders with its counts per status, and an order's delete. `search`
 * tunes the order search, for tests that take both of its paths with a few orders.
 */
export function createManagementRepository(
  db: Db,
  options: { search?: Parameters<typeof createOrderSearch>[1]; moves?: StatusMoves } = {},
) {
  const search = createOrderSearch(db, options.search);
  const moves = options.moves ?? createStatusMoves();
  return defineRepository(db, (db) => ({
    /** One page of orders, newest first (or oldest), with their lines read in a single query. */
    async listOrders(
      filters: OrderFilters,
      page: { offset: number; limit: number },
      sort: OrderListSort = 'newest',
    ): Promise<Order[]> {
      const direction = sort === 'oldest' ? 'asc' : 'desc';
      const rows = await db
        .selectFrom('orders')
        .selectAll()
        .where(await search.pageCondition(filters))
        .$if(filters.status !== undefined, (query) =>
          query.where('status', '=', filters.status as OrderStatus),
        )
        .$if(filters.reason !== undefined, (query) => query.where(byReason(filters.reason)))
        .orderBy('created_at', direction)
        .orderBy('id', direction)
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return withLines(db, rows);
    },

    /**
     * Orders per status under the same search and dates (the status filter itself is not applied).
     * Without search or dates, the counts kept beside every write: a row a status instead of every order.
     */
    async countByStatus(filters: OrderFilters): Promise<Record<OrderStatus, number>> {
      const rows = hasNoFilter(filters)
        ? await db.selectFrom('order_status_counts').select(['status', 'count']).execute()
        : await search.countByStatus(filters);
      const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
        OrderStatus,
        number
      >;
      for (const row of rows) counts[row.status] = Number(row.count);
      return counts;
    },

    /** How many orders the page's filters match, its status and reason included. */
    async countPage(filters: OrderFilters): Promise<number> {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('count'))
        .where(await search.pageCondition(filters))
        .$if(filters.status !== undefined, (query) =>
          query.where('status', '=', filters.status as OrderStatus),
        )
        .$if(filters.reason !== undefined, (query) => query.where(byReason(filters.reason)))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Lines, idempotency keys and the timeline go with the order (ON DELETE CASCADE); its count goes too. */
    async deleteOrder(id: string): Promise<boolean> {
      for (;;) {
        const outcome = await inTransaction(db, async (trx) => {
          const row = await trx.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirst();
          if (!row) return 'missing' as const;
          const result = await trx
            .deleteFrom('orders')
            .where('id', '=', id)
            .where('status', '=', row.status)
            .executeTakeFirst();
          if (Number(result.numDeletedRows) === 0) return 'raced' as const;
          await moves.leave(trx, row.status);
          return 'deleted' as const;
        });
        if (outcome !== 'raced') return outcome === 'deleted';
      }
    },
  }));
}

export type ManagementRepository = ReturnType<typeof createManagementRepository>;
