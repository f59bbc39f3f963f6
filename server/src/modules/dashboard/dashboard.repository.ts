import { sql } from 'kysely';
import { type Db, defineRepository } from '../../db/repository.js';

/** The dashboard's reads of the orders: totals aggregated in the database, and the latest few. */
export function createDashboardRepository(db: Db) {
  return defineRepository(db, (db) => ({
    /**
     * Orders and money per UTC hour and status since a moment: at most 24 × 30 × 4 small rows, so the
     * dashboard aggregates in the database and never loads the orders themselves.
     */
    async hourlyTotals(sinceIso: string) {
      const hour = sql<string>`substr(created_at, 1, 13)`;
      const rows = await db
        .selectFrom('orders')
        .select([
          hour.as('hour'),
          'status',
          (eb) => eb.fn.countAll<number>().as('count'),
          (eb) => eb.fn.sum<number>('total').as('revenue'),
        ])
        .where('created_at', '>=', sinceIso)
        .groupBy([hour, 'status'])
        .execute();
      return rows.map((row) => ({
        hour: row.hour,
        status: row.status,
        count: Number(row.count),
        revenue: Number(row.revenue),
      }));
    },

    /** The newest orders, as the dashboard lists them. */
    async latestOrders(limit: number) {
      const rows = await db
        .selectFrom('orders')
        .select(['id', 'invoice_number', 'name', 'total', 'status', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        _id: row.id,
        invoiceNumber: row.invoice_number,
        name: row.name,
        total: row.total,
        status: row.status,
        createdAt: row.created_at,
      }));
    },
  }));
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
