import type { OrderStatus } from '@haat/contract';
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

    /** Orders waiting in each open status, from the counts kept beside every write (migration 0002). */
    async statusCounts() {
      const rows = await db.selectFrom('order_status_counts').select(['status', 'count']).execute();
      return new Map(rows.map((row) => [row.status, Number(row.count)]));
    },

    /** What the orders in each of these statuses total now (one grouped read over the status index). */
    async cashByStatus(statuses: readonly OrderStatus[]) {
      const rows = await db
        .selectFrom('orders')
        .select(['status', (eb) => eb.fn.sum<number>('total').as('cash')])
        .where('status', 'in', [...statuses])
        .groupBy('status')
        .execute();
      return new Map(rows.map((row) => [row.status, Number(row.cash ?? 0)]));
    },

    /** The shipped parcels whose fee the courier reported: how many, their cash, and the fees. */
    async shippedWithFee() {
      const row = await db
        .selectFrom('orders')
        .select([
          (eb) => eb.fn.countAll<number>().as('parcels'),
          (eb) => eb.fn.sum<number>('total').as('cash'),
          (eb) => eb.fn.sum<number>('parcel_fee').as('fees'),
        ])
        .where('status', '=', 'shipped')
        .where('parcel_fee', 'is not', null)
        .executeTakeFirstOrThrow();
      return { parcels: Number(row.parcels), cash: Number(row.cash ?? 0), fees: Number(row.fees ?? 0) };
    },

    /**
     * The orders moved to `to` since a moment (by the timeline's status events) that still have that
     * status, counted once each, with what they total. `data` is the event's JSON as written
     * (`{"from":…,"to":…}`), matched as text so both engines read it the same way.
     */
    async movedSince(to: OrderStatus, sinceIso: string) {
      // From the events of the period (the kind-and-time index), each order once, then its row by
      // its key: never a walk over every order that has the status.
      const moved = db
        .selectFrom('order_events')
        .innerJoin('orders', 'orders.id', 'order_events.order_id')
        .select(['orders.id', 'orders.total'])
        .distinct()
        .where('order_events.kind', '=', 'status')
        .where('order_events.at', '>=', sinceIso)
        .where('order_events.data', 'like', `%"to":"${to}"%`)
        .where('orders.status', '=', to)
        .as('moved');
      const row = await db
        .selectFrom(moved)
        .select([
          (eb) => eb.fn.countAll<number>().as('orders'),
          (eb) => eb.fn.sum<number>('moved.total').as('cash'),
        ])
        .executeTakeFirstOrThrow();
      return { orders: Number(row.orders), cash: Number(row.cash ?? 0) };
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
