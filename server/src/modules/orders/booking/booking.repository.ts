import { BOOKABLE_STATUSES, type Courier, canMoveOrder } from '@haat/contract';
import { engineOf } from '../../../db/database.js';
import { type Db, defineRepository, inTransaction } from '../../../db/repository.js';
import type { Database } from '../../../db/schema.js';
import { newId } from '../../../lib/ids.js';
import type { BookingOutcome } from '../../couriers/courier.js';
import { insertJobs, type NewJob } from '../../outbox/outbox.repository.js';
import { type Actor, type CourierEventData, toOrderEventRow } from '../order-records.js';
import { createStatusMoves, type StatusMoves } from '../status-move.js';
import { bookingMessages } from './booking.messages.js';

const courierEvent = (orderId: string, at: string, actor: Actor | null, data: CourierEventData) =>
  toOrderEventRow({ id: newId(), orderId, at, actor, kind: 'courier', data });

/**
 * The parcel columns of the orders' rows (migration 0014, decision 035): a booking asked for, what
 * the courier answered, and the order's move to shipped that a booking brings, each with its
 * timeline entry in the same transaction. Every write names the booking (`parcel_job_id`), so the
 * answer to a booking that staff have since replaced changes nothing.
 */
export function createBookingRepository(db: Db, moves: StatusMoves = createStatusMoves()) {
  /** See `markBooked` below; `how` is said on the timeline when the ids came otherwise than in the answer. */
  async function markBooked(
    trx: Db,
    orderId: string,
    bookingId: string,
    courier: Courier,
    booked: Extract<BookingOutcome, { outcome: 'booked' }>,
    now: string,
    actor: Actor | null,
    how = '',
  ): Promise<boolean> {
    const row = await trx
      .selectFrom('orders')
      .select(['status', 'parcel_job_id', 'parcel_state'])
      .where('id', '=', orderId)
      .$if(engineOf<Database>(trx) === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!row || row.parcel_job_id !== bookingId || row.parcel_state === 'booked') return false;
    const ships = row.status !== 'shipped' && canMoveOrder(row.status, 'shipped');
    const note = [
      how,
      booked.alreadyBooked && !how ? bookingMessages.alreadyBooked : '',
      booked.consignmentId === '' ? bookingMessages.waitingForIds : '',
      ships || row.status === 'shipped' ? '' : bookingMessages.bookedButNotShippable(row.status),
    ]
      .filter(Boolean)
      .join('। ');
    await trx
      .updateTable('orders')
      .set({
        parcel_state: 'booked' as const,
        parcel_consignment_id: booked.consignmentId,
        parcel_tracking_code: booked.trackingCode,
        parcel_fee: booked.fee,
        parcel_courier_status: booked.courierStatus,
        parcel_error: '',
        parcel_booked_at: now,
        updated_at: now,
      })
      .where('id', '=', orderId)
      .execute();
    // The order's row is locked (PostgreSQL) or the transaction the one writer (SQLite): the
    // status read is the one moved from.
    if (ships)
      await moves.move(trx, [{ orderId, from: row.status, to: 'shipped' }], {
        cause: 'courier-booking',
        actor,
        now,
      });
    await trx
      .insertInto('order_events')
      .values(
        courierEvent(orderId, now, actor, {
          action: 'booked',
          courier,
          consignmentId: booked.consignmentId,
          trackingCode: booked.trackingCode,
          fee: booked.fee,
          courierStatus: booked.courierStatus,
          ...(note ? { message: note } : {}),
        }),
      )
      .execute();
    return true;
  }

  return defineRepository(db, (db) => ({
    /**
     * Marks the order as being sent to `courier` by booking `bookingId`, if it may be: its status can
     * ship and it has no parcel, or only a failed one. False when it may not (read the order to say why).
     */
    async markRequested(orderId: string, courier: Courier, bookingId: string, now: string, actor: Actor) {
      return inTransaction(db, async (trx) => {
        const result = await trx
          .updateTable('orders')
          .set((eb) => ({
            // A change to the order: an edit made on the version before it is refused (decision 027).
            version: eb('version', '+', 1),
            parcel_courier: courier,
            parcel_state: 'booking',
            parcel_job_id: bookingId,
            parcel_consignment_id: '',
            parcel_tracking_code: '',
            parcel_fee: null,
            parcel_courier_status: '',
            parcel_error: '',
            parcel_requested_at: now,
            parcel_booked_at: null,
            // Pathao cannot be asked whether it has an invoice (decision 058): staff sending it again,
            // after being told to look in Pathao's portal, is the answer. Steadfast keeps its count
            // and is asked first, which costs one call.
            ...(courier === 'pathao' ? { parcel_create_calls: 0 } : {}),
            updated_at: now,
          }))
          .where('id', '=', orderId)
          .where('status', 'in', BOOKABLE_STATUSES)
          .where((eb) => eb.or([eb('parcel_state', 'is', null), eb('parcel_state', '=', 'failed')]))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await trx
          .insertInto('order_events')
          .values(courierEvent(orderId, now, actor, { action: 'requested', courier }))
          .execute();
        return true;
      });
    },

    insertOutboxJobs: (jobs: readonly NewJob[], now: string) => insertJobs(db, jobs, now),

    /**
     * The orders of `bookingId` still waiting for the courier's answer, with their status now. A
     * failed one (the owner retried its parked job) waits again.
     */
    async awaiting(bookingId: string, orderIds: readonly string[], now: string) {
      return inTransaction(db, async (trx) => {
        await trx
          .updateTable('orders')
          .set({ parcel_state: 'booking', parcel_error: '', updated_at: now })
          .where('parcel_job_id', '=', bookingId)
          .where('parcel_state', '=', 'failed')
          .where('id', 'in', orderIds)
          .execute();
        const rows = await trx
          .selectFrom('orders')
          .select(['id', 'status', 'parcel_create_calls', 'parcel_requested_at', 'updated_at'])
          .where('parcel_job_id', '=', bookingId)
          .where('parcel_state', '=', 'booking')
          .where('id', 'in', orderIds)
          .execute();
        return rows.map((row) => ({
          id: row.id,
          status: row.status,
          /** Calls that may have made its parcel already: above zero, the courier is asked first. */
          createCalls: Number(row.parcel_create_calls),
          requestedAt: row.parcel_requested_at ?? row.updated_at,
        }));
      });
    },

    /**
     * Counts a call asking the courier to create these orders' parcels, committed before the call
     * is made (decision 058): a crash in the middle leaves the count, and the next attempt asks the
     * courier first. `-1` takes back a call whose answer said nothing was made (a refusal, a 429).
     */
    async countCreateCalls(bookingId: string, orderIds: readonly string[], change: 1 | -1) {
      if (orderIds.length === 0) return;
      await db
        .updateTable('orders')
        .set((eb) => ({ parcel_create_calls: eb('parcel_create_calls', '+', change) }))
        .where('parcel_job_id', '=', bookingId)
        .where('id', 'in', orderIds)
        .$if(change < 0, (query) => query.where('parcel_create_calls', '>', 0))
        .execute();
    },

    /**
     * The courier's ids for a parcel the shop knows without them (decision 058): found by a webhook,
     * a lookup, a status check or typed by staff, and confirmed by the courier before this is
     * called. A booked parcel gets them with a timeline entry saying where they came from; one still
     * waiting for its booking's answer (or given up on) is booked with them, as the courier's answer
     * would have. Refused (`taken`) when another order of the shop has this consignment already.
     */
    async identify(
      orderId: string,
      ids: { consignmentId: string; trackingCode: string; courierStatus: string },
      source: string,
      now: string,
      actor: Actor | null,
    ): Promise<'saved' | 'known' | 'taken' | 'none'> {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .selectFrom('orders')
          .select([
            'parcel_state',
            'parcel_courier',
            'parcel_job_id',
            'parcel_consignment_id',
            'parcel_tracking_code',
          ])
          .where('id', '=', orderId)
          .$if(engineOf<Database>(trx) === 'postgres', (query) => query.forUpdate())
          .executeTakeFirst();
        if (!row?.parcel_courier || !row.parcel_state || !row.parcel_job_id) return 'none';
        if (row.parcel_consignment_id !== '') return 'known';
        const other = await trx
          .selectFrom('orders')
          .select('id')
          .where('parcel_courier', '=', row.parcel_courier)
          .where('parcel_consignment_id', '=', ids.consignmentId)
          .where('id', '!=', orderId)
          .executeTakeFirst();
        if (other) return 'taken';
        if (row.parcel_state !== 'booked') {
          const booked = await markBooked(
            trx,
            orderId,
            row.parcel_job_id,
            row.parcel_courier,
            { outcome: 'booked', fee: null, alreadyBooked: true, ...ids },
            now,
            actor,
            bookingMessages.identified(source),
          );
          return booked ? 'saved' : 'none';
        }
        await trx
          .updateTable('orders')
          .set({
            parcel_consignment_id: ids.consignmentId,
            parcel_tracking_code: ids.trackingCode || row.parcel_tracking_code,
            ...(ids.courierStatus ? { parcel_courier_status: ids.courierStatus } : {}),
            updated_at: now,
          })
          .where('id', '=', orderId)
          .execute();
        await trx
          .insertInto('order_events')
          .values(
            courierEvent(orderId, now, actor, {
              action: 'update',
              courier: row.parcel_courier,
              consignmentId: ids.consignmentId,
              ...(ids.trackingCode ? { trackingCode: ids.trackingCode } : {}),
              ...(ids.courierStatus ? { courierStatus: ids.courierStatus } : {}),
              message: bookingMessages.identified(source),
            }),
          )
          .execute();
        return 'saved';
      });
    },

    /**
     * The courier took the parcel: its ids and fee on the order, the order moved to shipped (when
     * its status still may; a cancelled one stays and says so on the timeline), both recorded.
     */
    markBooked: (
      orderId: string,
      bookingId: string,
      courier: Courier,
      booked: Extract<BookingOutcome, { outcome: 'booked' }>,
      now: string,
      actor: Actor | null,
    ): Promise<boolean> =>
      inTransaction(db, (trx) => markBooked(trx, orderId, bookingId, courier, booked, now, actor)),

    /** The courier refused the parcel, or the booking was given up: the reason on the order and timeline. */
    async markFailed(
      orderId: string,
      bookingId: string,
      courier: Courier,
      message: string,
      now: string,
    ): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const result = await trx
          .updateTable('orders')
          .set({ parcel_state: 'failed', parcel_error: message, updated_at: now })
          .where('id', '=', orderId)
          .where('parcel_job_id', '=', bookingId)
          .where('parcel_state', '=', 'booking')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await trx
          .insertInto('order_events')
          .values(courierEvent(orderId, now, null, { action: 'failed', courier, message }))
          .execute();
        return true;
      });
    },
  }));
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;
