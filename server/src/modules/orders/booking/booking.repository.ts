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
          .select(['id', 'status'])
          .where('parcel_job_id', '=', bookingId)
          .where('parcel_state', '=', 'booking')
          .where('id', 'in', orderIds)
          .execute();
        return rows.map((row) => ({ id: row.id, status: row.status }));
      });
    },

    /**
     * The courier took the parcel: its ids and fee on the order, the order moved to shipped (when
     * its status still may; a cancelled one stays and says so on the timeline), both recorded.
     */
    async markBooked(
      orderId: string,
      bookingId: string,
      courier: Courier,
      booked: Extract<BookingOutcome, { outcome: 'booked' }>,
      now: string,
      actor: Actor | null,
    ): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .selectFrom('orders')
          .select(['status', 'parcel_job_id', 'parcel_state'])
          .where('id', '=', orderId)
          .$if(engineOf<Database>(trx) === 'postgres', (query) => query.forUpdate())
          .executeTakeFirst();
        if (!row || row.parcel_job_id !== bookingId || row.parcel_state === 'booked') return false;
        const ships = row.status !== 'shipped' && canMoveOrder(row.status, 'shipped');
        const note = [
          booked.alreadyBooked ? bookingMessages.alreadyBooked : '',
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
      });
    },

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
