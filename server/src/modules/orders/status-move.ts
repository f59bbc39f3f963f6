import type { OrderStatus, StatusReason } from '@haat/contract';
import type { Db } from '../../db/repository.js';
import { newId } from '../../lib/ids.js';
import type { PurchaseOrigin } from '../conversions/purchase-event.js';
import { type Actor, chunks, type NewOrderEvent, toOrderEventRow } from './order-records.js';
import {
  effectRuleOf,
  type MoveCause,
  noStatusEffects,
  type StatusEffectWriters,
  type StatusMove,
  stockEffectOf,
  UNDOABLE_SMS_DELAY_MS,
} from './status-effects.js';
import { moveStock, stockLinesOf } from './stock-effect.js';

/** One order's move, made only while it is still in `from` (and at `version`, when given). */
export interface OrderMove {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  version?: number;
  /** Why staff cancelled or held it (decision 061), kept with the status until the next move. */
  reason?: StatusReason;
  /** The note given with the reason `other`. */
  note?: string;
}

/** Why staff moved an order, as a move carries it (decision 061). */
export type StatusWhy = Pick<OrderMove, 'reason' | 'note'>;

/** A request's reason and note as a move carries them: left out when not given. */
export const whyOf = (body: { reason?: StatusReason | undefined; note?: string | undefined }): StatusWhy => ({
  ...(body.reason ? { reason: body.reason } : {}),
  ...(body.note ? { note: body.note } : {}),
});

/** An order just inserted in its first status, with why (and, from a browser, where from). */
export interface OrderArrival {
  orderId: string;
  status: OrderStatus;
  cause: Extract<MoveCause, 'page-order' | 'staff-entry' | 'staff-entry-confirmed' | 'order-split'>;
  /** The browser's origin for Meta's Purchase event; null when the owner has them off. */
  purchase: PurchaseOrigin | null;
}

/**
 * The status columns a move writes: the status and why (decision 061). A move without a reason clears
 * the last one's, so a reason always belongs to the status it came with.
 */
const written = (move: OrderMove) => ({
  status: move.to,
  status_reason: move.reason ?? null,
  status_note: move.note ?? null,
});

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
    const withdrawn: Array<{ orderId: string; status: OrderStatus }> = [];
    // A move that may be undone sends nothing until its undo can no longer come (decision 060).
    const notBefore = new Date(Date.parse(now) + UNDOABLE_SMS_DELAY_MS).toISOString();
    for (const move of moves) {
      const rule = effectRuleOf(move.cause, move.from, move.to);
      for (const effect of rule.effects) {
        if (effect === 'sms')
          sms.push({ orderId: move.orderId, to: move.to, ...(rule.undoable ? { notBefore } : {}) });
        else if (effect === 'withdraw-sms' && move.from !== 'new')
          withdrawn.push({ orderId: move.orderId, status: move.from });
        else if (effect === 'purchase-event' && move.purchase)
          purchases.push({ orderId: move.orderId, origin: move.purchase });
      }
    }
    if (withdrawn.length > 0) await writers.withdrawSms(db, withdrawn);
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
            .set((eb) => ({ ...written(move), updated_at: now, version: eb('version', '+', 1) }))
            .where('id', '=', move.orderId)
            .where('status', '=', move.from)
            .where('version', '=', move.version)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 1) moved.push(move);
        } else byStatus.set(move.from, [...(byStatus.get(move.from) ?? []), move]);
      }
      for (const [from, group] of byStatus) {
        // One statement per status moved to and reason given (a bulk change gives one).
        const alike = new Map<string, OrderMove[]>();
        for (const move of group) {
          const key = JSON.stringify([move.to, move.reason ?? null, move.note ?? null]);
          alike.set(key, [...(alike.get(key) ?? []), move]);
        }
        for (const [first, ...rest] of alike.values()) {
          if (!first) continue;
          const { to, reason, note } = first;
          for (const chunk of chunks([first, ...rest].map((move) => move.orderId))) {
            const updated = await db
              .updateTable('orders')
              .set((eb) => ({ ...written(first), updated_at: now, version: eb('version', '+', 1) }))
              .where('id', 'in', chunk)
              .where('status', '=', from)
              .returning('id')
              .execute();
            moved.push(
              ...updated.map((row) => ({
                orderId: row.id,
                from,
                to,
                ...(reason ? { reason } : {}),
                ...(note ? { note } : {}),
              })),
            );
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
      const events: NewOrderEvent[] = moved.map(({ orderId, from, to, reason, note }) => ({
        id: newId(),
        orderId,
        at: now,
        actor,
        kind: 'status',
        // An undo is recorded as the move it is, marked so the timeline says it was taken back.
        data: {
          from,
          to,
          ...(cause === 'staff-undo' ? { undo: true } : {}),
          ...(reason ? { reason } : {}),
          ...(note ? { note } : {}),
        },
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
      // An order split off another holds pieces its original took already (decision 071).
      await writeStock(
        db,
        arrivals
          .filter((arrival) => arrival.cause !== 'order-split')
          .map((arrival) => ({ orderId: arrival.orderId, from: 'new' as const, to: arrival.status })),
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
