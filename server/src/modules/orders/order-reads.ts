import type { Order, OrderEvent } from '@haat/contract';
import type { Selectable } from 'kysely';
import { type Db, inTransaction } from '../../db/repository.js';
import type { OrderLineTable, OrderTable } from '../../db/schema.js';
import {
  chunks,
  type NewOrder,
  type NewOrderEvent,
  toOrder,
  toOrderEvent,
  toOrderEventRow,
} from './order-records.js';

// The queries every sub-module's repository shares: an order read with its lines, a page of them,
// lines and timeline entries written.

/** An order with its lines, read through `db` (a transaction reads its own writes). */
export async function readOrder(db: Db, id: string): Promise<Order | null> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const lines = await db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', '=', id)
    .orderBy('position')
    .execute();
  return toOrder(row, lines);
}

/** Orders with their lines, in the rows' order: one more query for the whole page. */
export async function withLines(db: Db, rows: Selectable<OrderTable>[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('order_lines')
    .selectAll()
    .where(
      'order_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  const linesByOrder = new Map<string, Selectable<OrderLineTable>[]>();
  for (const line of lines)
    linesByOrder.set(line.order_id, [...(linesByOrder.get(line.order_id) ?? []), line]);
  return rows.map((row) => toOrder(row, linesByOrder.get(row.id) ?? []));
}

/** An order's lines as rows, in their order. */
export const toLineRows = (orderId: string, lines: NewOrder['lines']) =>
  lines.map((line, position) => ({
    id: line.id,
    order_id: orderId,
    position,
    product_id: line.productId,
    title: line.title,
    img: line.img,
    price: line.price,
    discount_price: line.discountPrice,
    quantity: line.quantity,
    size_id: line.sizeId,
    size_name: line.sizeName,
    weight_grams: line.weightGrams,
  }));

/** Timeline entries of several orders at once, in a few statements. */
export async function insertEvents(db: Db, events: readonly NewOrderEvent[]): Promise<void> {
  for (const chunk of chunks(events.map(toOrderEventRow)))
    await db.insertInto('order_events').values(chunk).execute();
}

/** One entry on an order's timeline; null when there is no such order. */
export async function addEvent(db: Db, event: NewOrderEvent): Promise<OrderEvent | null> {
  return inTransaction(db, async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select('id')
      .where('id', '=', event.orderId)
      .executeTakeFirst();
    if (!order) return null;
    const row = toOrderEventRow(event);
    await trx.insertInto('order_events').values(row).execute();
    return toOrderEvent(row as Parameters<typeof toOrderEvent>[0]);
  });
}
