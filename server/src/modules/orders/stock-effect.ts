import { catalogRuleMessages, titleWithSize } from '@haat/contract';
import type { Db } from '../../db/repository.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { changeStock } from '../catalog/stock.js';
import { type Actor, chunks, type NewOrderEvent, toOrderEventRow } from './order-records.js';

// Stock that follows the order (decision 064): what an order holds is taken when it is placed or
// opened again and given back when it is cancelled or returned (status-effects.ts says which moves),
// and changed by the difference when staff edit its lines. Each change is written on the order's
// timeline in the same transaction; sizes without a count (unlimited) change nothing and say nothing.

/** A line's units of one size, as the order holds them. */
export interface StockLine {
  sizeId: string | null;
  title: string;
  sizeName: string;
  quantity: number;
}

/** Stock one order takes or gives back. */
export interface OrderStock {
  orderId: string;
  change: 'taken' | 'returned';
  lines: readonly StockLine[];
}

/** The lines of these orders, as their stock reads them. */
export async function stockLinesOf(db: Db, orderIds: readonly string[]): Promise<Map<string, StockLine[]>> {
  const byOrder = new Map<string, StockLine[]>();
  for (const chunk of chunks([...orderIds])) {
    const rows = await db
      .selectFrom('order_lines')
      .select(['order_id', 'size_id', 'title', 'size_name', 'quantity'])
      .where('order_id', 'in', chunk)
      .execute();
    for (const row of rows)
      byOrder.set(row.order_id, [
        ...(byOrder.get(row.order_id) ?? []),
        { sizeId: row.size_id, title: row.title, sizeName: row.size_name, quantity: row.quantity },
      ]);
  }
  return byOrder;
}

/**
 * Applies these orders' stock changes in the caller's transaction and writes each on its timeline.
 * A take short of stock is a 409 naming what is left of each size short, and the caller's
 * transaction rolls back with it: nothing was taken, nothing moved.
 */
export async function moveStock(
  db: Db,
  orders: readonly OrderStock[],
  how: { actor: Actor | null; now: string },
): Promise<void> {
  const changes = orders.flatMap(({ change, lines }) =>
    lines.flatMap((line) =>
      line.sizeId === null || line.quantity === 0
        ? []
        : [{ sizeId: line.sizeId, change: change === 'taken' ? -line.quantity : line.quantity }],
    ),
  );
  if (changes.length === 0) return;
  const { shortages, counted } = await changeStock(db, changes);
  if (shortages.length > 0) {
    const lines = orders.flatMap((order) => order.lines);
    const messages = shortages.map(({ sizeId, left }) => {
      const line = lines.find((candidate) => candidate.sizeId === sizeId);
      return catalogRuleMessages.stockLeft(line ? titleWithSize(line.title, line.sizeName) : '', left);
    });
    throw AppError.conflict(
      messages.join('। '),
      messages.map((message) => ({ path: 'products', message })),
    );
  }
  const events: NewOrderEvent[] = orders.flatMap(({ orderId, change, lines }) => {
    const countedLines = lines.filter((line) => line.sizeId !== null && counted.has(line.sizeId));
    if (countedLines.length === 0) return [];
    return [
      {
        id: newId(),
        orderId,
        at: how.now,
        actor: how.actor,
        kind: 'stock' as const,
        data: {
          change,
          lines: countedLines.map((line) => ({
            size: line.sizeName,
            title: line.title,
            quantity: line.quantity,
          })),
        },
      },
    ];
  });
  for (const chunk of chunks(events.map(toOrderEventRow)))
    await db.insertInto('order_events').values(chunk).execute();
}

/**
 * What an edit changes in stock: per size, the units added are taken and the units removed given
 * back, as one `taken` and one `returned` change.
 */
export function editStock(
  orderId: string,
  before: readonly StockLine[],
  after: readonly StockLine[],
): OrderStock[] {
  const units = new Map<string, StockLine & { change: number }>();
  for (const [lines, sign] of [
    [before, -1],
    [after, 1],
  ] as const)
    for (const line of lines) {
      if (line.sizeId === null) continue;
      const known = units.get(line.sizeId);
      units.set(line.sizeId, { ...line, change: (known?.change ?? 0) + sign * line.quantity });
    }
  const taken = [...units.values()].filter((line) => line.change > 0);
  const returned = [...units.values()].filter((line) => line.change < 0);
  return [
    { orderId, change: 'taken' as const, lines: taken.map((line) => ({ ...line, quantity: line.change })) },
    {
      orderId,
      change: 'returned' as const,
      lines: returned.map((line) => ({ ...line, quantity: -line.change })),
    },
  ].filter((order) => order.lines.length > 0);
}
