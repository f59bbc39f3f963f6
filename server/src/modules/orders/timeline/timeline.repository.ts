import type { OrderEvent } from '@haat/contract';
import { type Db, defineRepository } from '../../../db/repository.js';
import { addEvent } from '../order-reads.js';
import { type NewOrderEvent, toOrderEvent } from '../order-records.js';

/** An order's timeline (migration 0009, decision 025): its entries, and one added (a note). */
export function createTimelineRepository(db: Db) {
  return defineRepository(db, (db) => ({
    /** One entry on an order's timeline (a note); null when there is no such order. */
    addEvent: (event: NewOrderEvent): Promise<OrderEvent | null> => addEvent(db, event),

    /** An order's timeline, newest first; null when there is no such order. */
    async timeline(orderId: string): Promise<OrderEvent[] | null> {
      const order = await db.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
      if (!order) return null;
      const rows = await db
        .selectFrom('order_events')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toOrderEvent);
    },
  }));
}

export type TimelineRepository = ReturnType<typeof createTimelineRepository>;
