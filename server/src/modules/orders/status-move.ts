import type { OrderStatus } from '@haat/contract';
import type { Db } from '../../db/repository.js';
import { newId } from '../../lib/ids.js';
import type { PurchaseOrigin } from '../conversions/purchase-event.js';
import { type Actor, chunks, type NewOrderEvent, toOrderEventRow } from './order-records.js';
import {
  effectsOf,
  type MoveCause,
  noStatusEffects,
  type StatusEffectWriters,
  type StatusMove,
  stockEffectOf,
} from './status-effects.js';
import { moveStock, stockLinesOf } from './stock-effect.js';

/** One order's move, made only while it is still in `from` (and at `version`, when given). */
export interface OrderMove {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  version?: number;
}

/** An order just inserted in its first status, with why (and, from a browser, where from). */
export interface OrderArrival {
  orderId: string;
  status: OrderStatus;
  cause: Extract<MoveCause, 'page-order' | 'staff-entry'>;
  /** The browser's origin for Meta's Purchase event; null when the owner has them off. */
  purchase: PurchaseOrigin | null;
}

/**
 * The one writer of an order's status (decision 047): every move goes through `move`, in the
 * caller's transaction, with its versioned update, the kept counts per status, its timeline entry
 * and the effects the table in status-effects.ts declares for it. The only other write of the column
 * is a new order's insert, whose counts and effects `arrive` records (a test keeps it so).
 */
export function createStatusMoves(writers: StatusEffectWriters = noStatusEffects) {
  /** Adds each status's change to its kept count (migration 0002), the rows always in one order. */
  async function count(db: Db, changes: ReadonlyMap<OrderStatus, number>): Promise<void> {
    // By name whatever the moves: confirmed→on_hold beside on_hold→confirmed would otherwise each
    // hold the row the other waits for (a deadlock on PostgreSQL).
    for (const status of [...changes.keys()].sort()) {
      const change = changes.get(status) ?? 0;
      if (change === 0) continue;
      await db
        .updateTable('order_status_counts')
        .set((eb) => ({ count: eb('count', '+', change) }))
        .where('status', '=', status)
        .execute();
    }
  }

  /** Takes or gives back the stock of the orders whose move changes what they hold (decision 064). */
  async function writeStock(
    db: Db,
    moves: ReadonlyArray<{ orderId: string; from: OrderStatus | 'new'; to: OrderStatus }>,
    how: { actor: Actor | null; now: string },
  ): Promise<void> {
    const changing = moves.flatMap((move) => {
      const change = stockEffectOf(move.from, move.to);
      return change ? [{ orderId: move.orderId, change }] : [];
    });
    if (changing.length === 0) return;
    const lines = await stockLinesOf(
      db,
      changing.map((move) => move.orderId),
    );
    await moveStock(
      db,
      changing.map((move) => ({ ...move, lines: lines.get(move.orderId) ?? [] })),
      how,
    );
  }

  async function writeEffects(
    db: Db,
    moves: ReadonlyArray<{
      orderId: string;
      from: OrderStatus | 'new';
      to: OrderStatus;
      cause: MoveCause;
      purchase?: PurchaseOrigin | null;
    }>,
    now: string,
  ): Promise<void> {
    const sms: StatusMove[] = [];
    const purchases: Array<{ orderId: string; origin: PurchaseOrigin }> = [];
    for (const move of moves) {
      for (const effect of effectsOf(move.cause, move.from, move.to)) {
        if (effect === 'sms') sms.push({ orderId: move.orderId, to: move.to });
        else if (move.purchase) purchases.push({ orderId: move.orderId, origin: move.purchase });
      }
    }
    if (sms.length > 0) await writers.sms(db, sms, now);
    if (purchases.length > 0) await writers.purchaseEvent(db, purchases, now);
  }

  return {
    /**
     * Moves these orders, each only while it is as the caller read it (its status, and its version
     * when given), and answers the moves made: one missing from the answer was changed meanwhile,
     * for the caller to read again. A move to the status an order is in is no move.
     */
    async move(
      db: Db,
      moves: readonly OrderMove[],
      how: { cause: MoveCause; actor: Actor | null; now: string },
    ): Promise<OrderMove[]> {
      const { cause, actor, now } = how;
      const moved: OrderMove[] = [];
      const wanted = moves.filter((move) => move.from !== move.to);
      // Moves guarded by status alone are written a statement per status moved from.
      const byStatus = new Map<OrderStatus, OrderMove[]>();
      for (const move of wanted) {
        if (move.version !== undefined) {
          const result = await db
            .updateTable('orders')
            .set((eb) => ({ status: move.to, updated_at: now, version: eb('version', '+', 1) }))
            .where('id', '=', move.orderId)
            .where('status', '=', move.from)
            .where('version', '=', move.version)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 1) moved.push(move);
        } else byStatus.set(move.from, [...(byStatus.get(move.from) ?? []), move]);
      }
      for (const [from, group] of byStatus) {
        for (const to of new Set(group.map((move) => move.to))) {
          const ids = group.filter((move) => move.to === to).map((move) => move.orderId);
          for (const chunk of chunks(ids)) {
            const updated = await db
              .updateTable('orders')
              .set((eb) => ({ status: to, updated_at: now, version: eb('version', '+', 1) }))
              .where('id', 'in', chunk)
              .where('status', '=', from)
              .returning('id')
              .execute();
            moved.push(...updated.map((row) => ({ orderId: row.id, from, to })));
          }
        }
      }
      if (moved.length === 0) return moved;
      const changes = new Map<OrderStatus, number>();
      for (const { from, to } of moved) {
        changes.set(from, (changes.get(from) ?? 0) - 1);
        changes.set(to, (changes.get(to) ?? 0) + 1);
      }
      await count(db, changes);
      // The timeline records each move with the same commit.
      const events: NewOrderEvent[] = moved.map(({ orderId, from, to }) => ({
        id: newId(),
        orderId,
        at: now,
        actor,
        kind: 'status',
        data: { from, to },
      }));
      for (const chunk of chunks(events.map(toOrderEventRow)))
        await db.insertInto('order_events').values(chunk).execute();
      await writeStock(db, moved, { actor, now });
      await writeEffects(
        db,
        moved.map((move) => ({ ...move, cause })),
        now,
      );
      return moved;
    },

    /**
     * Counts orders just inserted in their first status and writes what their arrival causes (the
     * table's `new` rows, and the stock they take), in the insert's transaction.
     */
    async arrive(db: Db, arrivals: readonly OrderArrival[], now: string): Promise<void> {
      const changes = new Map<OrderStatus, number>();
      for (const { status } of arrivals) changes.set(status, (changes.get(status) ?? 0) + 1);
      await count(db, changes);
      // The whole batch's stock in a few statements; the `created` entry beside it names who placed it.
      await writeStock(
        db,
        arrivals.map((arrival) => ({ orderId: arrival.orderId, from: 'new' as const, to: arrival.status })),
        { actor: null, now },
      );
      await writeEffects(
        db,
        arrivals.map((arrival) => ({
          orderId: arrival.orderId,
          from: 'new' as const,
          to: arrival.status,
          cause: arrival.cause,
          purchase: arrival.purchase,
        })),
        now,
      );
    },

    /** An order deleted in `status` leaves its count. */
    async leave(db: Db, status: OrderStatus): Promise<void> {
      await count(db, new Map([[status, -1]]));
    },
  };
}

export type StatusMoves = ReturnType<typeof createStatusMoves>;
