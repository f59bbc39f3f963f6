import type { OrderRisk, OrderStatus } from '@haat/contract';
import { engineOf } from '../../db/database.js';
import { type Db, defineRepository, inTransaction } from '../../db/repository.js';
import type { Database } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { type NewOrderEvent, toOrderEventRow } from '../orders/order-records.js';
import { createStatusMoves, type StatusMoves } from '../orders/status-move.js';
import type { JobKind } from '../outbox/outbox.jobs.js';
import { insertJobs, type NewJob } from '../outbox/outbox.repository.js';
import { smsStatusEffects } from '../sms/sms.service.js';

/** The outbox job that sends an order's current code (decision 040). */
export const PHONE_CODE_JOB = 'phone-check.code' satisfies JobKind;

export const phoneCodeJob = (orderId: string, round: number): NewJob => ({
  kind: PHONE_CODE_JOB,
  // One job per code: a second ask for the same round (a retried request) sends nothing twice.
  dedupeKey: `${PHONE_CODE_JOB}:${orderId}:${round}`,
  orderId,
  payload: { round },
});

/**
 * Asks new orders for their first code, inside the placement's transaction: their check rows and
 * the jobs that send the codes commit with the orders, so an order never waits for a code that was
 * never going to be sent (and a code is never sent for an order that did not commit).
 */
export async function insertPhoneChecks(
  db: Db,
  checks: ReadonlyArray<{ orderId: string; phone: string }>,
  now: string,
): Promise<void> {
  if (checks.length === 0) return;
  await db
    .insertInto('phone_checks')
    .values(
      checks.map(({ orderId, phone }) => ({
        order_id: orderId,
        phone,
        round: 1,
        asked_at: now,
        sent_at: null,
        wrong_tries: 0,
        confirmed_at: null,
        created_at: now,
      })),
    )
    .execute();
  await insertJobs(
    db,
    checks.map(({ orderId }) => phoneCodeJob(orderId, 1)),
    now,
  );
}

/**
 * Codes each phone was asked for since `sinceIso`, over all its orders: a check whose last code was
 * asked since then counts all its codes (a little more than exact, never less: the limit protects
 * the phone's owner from being flooded with messages).
 */
export async function codesAskedSince(
  db: Db,
  phones: readonly string[],
  sinceIso: string,
): Promise<Map<string, number>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .selectFrom('phone_checks')
    .select(['phone', (eb) => eb.fn.sum<number | string>('round').as('codes')])
    .where('phone', 'in', phones)
    .where('asked_at', '>=', sinceIso)
    .groupBy('phone')
    .execute();
  return new Map(rows.map((row) => [row.phone, Number(row.codes)]));
}

/** A check with what its order is now: what confirming and asking again are judged on. */
export interface CheckWithOrder {
  orderId: string;
  phone: string;
  round: number;
  askedAt: string;
  sentAt: string | null;
  wrongTries: number;
  confirmedAt: string | null;
  orderCreatedAt: string;
  orderStatus: OrderStatus;
  orderVersion: number;
  risk: OrderRisk | null;
}

/** The phone check's table (migration 0018) and the order changes a right code makes. */
export function createPhoneCheckRepository(db: Db, moves: StatusMoves = createStatusMoves()) {
  return defineRepository(db, (db) => ({
    /** The check of an order with its order's state; locked to the caller's transaction on PostgreSQL. */
    async find(orderId: string): Promise<CheckWithOrder | null> {
      const row = await db
        .selectFrom('phone_checks')
        .innerJoin('orders', 'orders.id', 'phone_checks.order_id')
        .select([
          'phone_checks.order_id',
          'phone_checks.phone',
          'phone_checks.round',
          'phone_checks.asked_at',
          'phone_checks.sent_at',
          'phone_checks.wrong_tries',
          'phone_checks.confirmed_at',
          'orders.created_at',
          'orders.status',
          'orders.version',
          'orders.risk',
        ])
        .where('phone_checks.order_id', '=', orderId)
        .$if(db.isTransaction && engineOf<Database>(db) === 'postgres', (query) =>
          query.forUpdate('phone_checks'),
        )
        .executeTakeFirst();
      if (!row) return null;
      return {
        orderId: row.order_id,
        phone: row.phone,
        round: row.round,
        askedAt: row.asked_at,
        sentAt: row.sent_at,
        wrongTries: row.wrong_tries,
        confirmedAt: row.confirmed_at,
        orderCreatedAt: row.created_at,
        orderStatus: row.status,
        orderVersion: row.version,
        risk: row.risk === null ? null : (JSON.parse(row.risk) as OrderRisk),
      };
    },

    codesAskedSince: (phones: readonly string[], sinceIso: string) => codesAskedSince(db, phones, sinceIso),

    /** One more wrong code on the current round; the last allowed one also says so on the timeline. */
    async addWrongTry(orderId: string, round: number, lockedNow: boolean, now: string): Promise<void> {
      await db
        .updateTable('phone_checks')
        .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
        .where('order_id', '=', orderId)
        .execute();
      if (lockedNow) await insertCheckEvent(db, orderId, now, { action: 'locked', round });
    },

    /**
     * The right code: the check and the order say confirmed, and when `release` the order moves from
     * on hold to pending as if staff had confirmed the phone (its count, timeline and SMS with it).
     */
    async confirm(check: CheckWithOrder, release: boolean, now: string): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx
          .updateTable('phone_checks')
          .set({ confirmed_at: now })
          .where('order_id', '=', check.orderId)
          .execute();
        await trx
          .updateTable('orders')
          .set({ phone_check: 'confirmed' })
          .where('id', '=', check.orderId)
          .execute();
        // Only the order as it was read: staff moving it meanwhile keep their decision.
        const moved = release
          ? await moves.move(
              trx,
              [{ orderId: check.orderId, from: 'on_hold', to: 'pending', version: check.orderVersion }],
              { cause: 'phone-check', actor: null, now },
            )
          : [];
        // An order asked only so every answer looks alike (`risky` mode, not held) was told nothing
        // when it arrived; the number is proved now, so it gets its "received" (decision 056).
        if (!release && check.orderStatus === 'pending')
          await smsStatusEffects(trx, [{ orderId: check.orderId, to: 'pending' }], now);
        await insertCheckEvent(trx, check.orderId, now, {
          action: 'confirmed',
          round: check.round,
          released: moved.length === 1,
        });
      });
    },

    /** A new code for the order: the round moves on, its tries start again, and its job is written. */
    async startRound(orderId: string, round: number, now: string): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx
          .updateTable('phone_checks')
          .set({ round, asked_at: now, sent_at: null, wrong_tries: 0 })
          .where('order_id', '=', orderId)
          .execute();
        await insertJobs(trx, [phoneCodeJob(orderId, round)], now);
      });
    },

    /**
     * The gateway took round `round`'s code: it works five minutes from now. Sent again after a lost
     * answer, the same code's five minutes start again. False when a newer round or the right code
     * has superseded it meanwhile.
     */
    async markSent(orderId: string, round: number, answer: string, now: string): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const result = await trx
          .updateTable('phone_checks')
          .set({ sent_at: now })
          .where('order_id', '=', orderId)
          .where('round', '=', round)
          .where('confirmed_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await insertCheckEvent(trx, orderId, now, { action: 'sent', round, answer });
        return true;
      });
    },

    /** The gateway did not take a code (refused, or down for every attempt): said on the timeline. */
    async recordFailure(orderId: string, round: number, answer: string, now: string): Promise<void> {
      await insertCheckEvent(db, orderId, now, { action: 'failed', round, answer });
    },
  }));
}

type CheckEventData = Extract<NewOrderEvent, { kind: 'phone-check' }>['data'];

/** A step of the check on the order's timeline, by nobody (the system). */
const insertCheckEvent = (db: Db, orderId: string, at: string, data: CheckEventData) =>
  db
    .insertInto('order_events')
    .values(toOrderEventRow({ id: newId(), orderId, at, actor: null, kind: 'phone-check', data }))
    .execute();

export type PhoneCheckRepository = ReturnType<typeof createPhoneCheckRepository>;
