import type { OrderStatus } from '@haat/contract';
import { type Db, defineRepository } from '../../db/repository.js';

/**
 * A customer's reads: the orders with one phone number (the `orders_phone` index), their counts and
 * totals per status aggregated in the database, and staff's notes on them.
 */
export function createCustomersRepository(db: Db) {
  return defineRepository(db, (db) => ({
    /** Orders and money per status for one phone, with the first and last order's time. */
    async totalsByStatus(phone: string) {
      const rows = await db
        .selectFrom('orders')
        .select([
          'status',
          (eb) => eb.fn.countAll<number>().as('count'),
          (eb) => eb.fn.sum<number>('total').as('total'),
          (eb) => eb.fn.min<string>('created_at').as('first'),
          (eb) => eb.fn.max<string>('created_at').as('last'),
        ])
        .where('phone', '=', phone)
        .groupBy('status')
        .execute();
      return rows.map((row) => ({
        status: row.status as OrderStatus,
        count: Number(row.count),
        total: Number(row.total),
        first: row.first,
        last: row.last,
      }));
    },

    /** The newest orders of one phone, with the name each was placed under. */
    latestOrders(phone: string, limit: number) {
      return db
        .selectFrom('orders')
        .select([
          'id',
          'invoice_number',
          'status',
          'created_at',
          'total',
          'source',
          'city',
          'address',
          'name',
        ])
        .where('phone', '=', phone)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Every name this phone ordered under, most recent first. */
    async names(phone: string): Promise<string[]> {
      const rows = await db
        .selectFrom('orders')
        .select(['name', (eb) => eb.fn.max<string>('created_at').as('last')])
        .where('phone', '=', phone)
        .groupBy('name')
        .orderBy('last', 'desc')
        .execute();
      return rows.map((row) => row.name);
    },

    /** Staff's notes on any order of this phone, newest first. */
    notes(phone: string, limit: number) {
      return db
        .selectFrom('order_events')
        .innerJoin('orders', 'orders.id', 'order_events.order_id')
        .select([
          'order_events.id as id',
          'order_events.order_id as order_id',
          'orders.invoice_number as invoice_number',
          'order_events.at as at',
          'order_events.actor_id as actor_id',
          'order_events.actor_name as actor_name',
          'order_events.data as data',
        ])
        .where('orders.phone', '=', phone)
        .where('order_events.kind', '=', 'note')
        .orderBy('order_events.at', 'desc')
        .orderBy('order_events.id', 'desc')
        .limit(limit)
        .execute();
    },
  }));
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
