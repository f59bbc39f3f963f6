import { engineOf } from '../../db/database.js';
import type { Db } from '../../db/repository.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

// A size's stock as the orders change it (decision 064), in the caller's transaction: the catalog owns
// the table, the orders module is handed these at start-up and never names it.

/** Units a size gains (positive, given back) or loses (negative, taken). */
export interface StockChange {
  sizeId: string;
  change: number;
}

/** A size that had fewer units left than an order asked: what is left. */
export interface Shortage {
  sizeId: string;
  left: number;
}

/**
 * What each size has left (null: unlimited); sizes that are gone are absent. With `lock`, on
 * PostgreSQL the rows stay locked to the end of the transaction (in one order, so two placements
 * never deadlock): no other writer changes them between this read and the caller's write. SQLite's
 * writer already holds the whole database.
 */
export async function readStock(
  db: Db,
  sizeIds: readonly string[],
  { lock = false } = {},
): Promise<Map<string, number | null>> {
  if (sizeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_sizes')
    .select(['id', 'stock'])
    .where('id', 'in', [...new Set(sizeIds)].sort())
    .orderBy('id')
    .$if(lock && engineOf<Database>(db) === 'postgres', (query) => query.forUpdate())
    .execute();
  return new Map(rows.map((row) => [row.id, row.stock === null ? null : Number(row.stock)]));
}

/**
 * Applies the changes, sizes in one order. A take is made only while enough is left (the check and
 * the write are one statement, so two takes of the last box never both pass): the sizes it could not
 * take from are answered with what they have, and the caller rolls the transaction back. An
 * unlimited size, or one deleted since, is left alone; `counted` names the sizes whose count moved.
 */
export async function changeStock(
  db: Db,
  changes: readonly StockChange[],
): Promise<{ shortages: Shortage[]; counted: Set<string> }> {
  const bySize = new Map<string, number>();
  for (const { sizeId, change } of changes) bySize.set(sizeId, (bySize.get(sizeId) ?? 0) + change);
  const shortages: Shortage[] = [];
  const counted = new Set<string>();
  const now = nowIso();
  for (const sizeId of [...bySize.keys()].sort()) {
    const change = bySize.get(sizeId) ?? 0;
    if (change === 0) continue;
    const result = await db
      .updateTable('product_sizes')
      .set((eb) => ({ stock: eb('stock', '+', change), updated_at: now }))
      .where('id', '=', sizeId)
      .where('stock', 'is not', null)
      .$if(change < 0, (query) => query.where('stock', '>=', -change))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) counted.add(sizeId);
    if (Number(result.numUpdatedRows) === 1 || change > 0) continue;
    const left = (await readStock(db, [sizeId])).get(sizeId);
    if (left !== undefined && left !== null) shortages.push({ sizeId, left });
  }
  return { shortages, counted };
}
