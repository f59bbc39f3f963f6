import { type Courier, canMoveOrder, type OrderStatus, type ParcelState } from '@haat/contract';
import { engineOf } from '../../../db/database.js';
import { type Db, defineRepository, inTransaction } from '../../../db/repository.js';
import type { Database } from '../../../db/schema.js';
import { newId } from '../../../lib/ids.js';
import { insertJobs, type NewJob } from '../../outbox/outbox.repository.js';
import { type NewOrderEvent, toOrderEventRow } from '../order-records.js';
import { createStatusMoves, type StatusMoves } from '../status-move.js';
import { trackingMessages } from './tracking.messages.js';

/** A booked parcel as the status sync reads it. */
export interface TrackedParcel {
  orderId: string;
  invoiceNumber: number;
  status: OrderStatus;
  courier: Courier;
  /** `booked`; or `booking`/`failed` for a parcel a courier's call names before its booking's answer did. */
  state: ParcelState;
  consignmentId: string;
  courierStatus: string;
}

/** What the courier confirmed about a parcel, to record on its order. */
export interface CourierUpdate {
  courierStatus: string;
  /** The id the courier confirmed, for a parcel booked without knowing it (decision 035). */
  consignmentId: string;
  /** Where the order goes (delivered, returned); null to stay. */
  to: OrderStatus | null;
  /** The courier's own words (a tracking message) and Haat's reading of them, for the timeline. */
  message: string;
  /** The courier's charge, when its API answer says it (whole taka); null leaves the one known. */
  fee: number | null;
}

/**
 * The courier's side of a booked parcel (decision 036): finding the order a courier's call names,
 * recording what the courier confirmed, and the order's move that it brings, each with its
 * timeline entry in one transaction.
 */
export function createTrackingRepository(db: Db, statusMoves: StatusMoves = createStatusMoves()) {
  const columns = [
    'id',
    'invoice_number',
    'status',
    'parcel_courier',
    'parcel_state',
    'parcel_consignment_id',
    'parcel_courier_status',
  ] as const;
  const toParcel = (row: {
    id: string;
    invoice_number: number;
    status: OrderStatus;
    parcel_courier: Courier | null;
    parcel_state: ParcelState | null;
    parcel_consignment_id: string;
    parcel_courier_status: string;
  }): TrackedParcel => ({
    orderId: row.id,
    invoiceNumber: Number(row.invoice_number),
    status: row.status,
    courier: row.parcel_courier as Courier,
    state: row.parcel_state ?? 'booked',
    consignmentId: row.parcel_consignment_id,
    courierStatus: row.parcel_courier_status,
  });

  return defineRepository(db, (db) => ({
    /**
     * The parcel a courier's call names: a booked one by its consignment id, or else by its invoice
     * number one without ids yet, booked or still waiting for (or given up on) its booking's
     * answer: the call may be what brings its ids (decision 058).
     */
    async findBooked(
      courier: Courier,
      by: { consignmentId: string; invoiceNumber: number | null },
    ): Promise<TrackedParcel | null> {
      const base = db.selectFrom('orders').select(columns).where('parcel_courier', '=', courier);
      const byConsignment = by.consignmentId
        ? await base
            .where('parcel_state', '=', 'booked')
            .where('parcel_consignment_id', '=', by.consignmentId)
            .executeTakeFirst()
        : undefined;
      if (byConsignment) return toParcel(byConsignment);
      if (by.invoiceNumber === null) return null;
      const byInvoice = await base
        .where('parcel_state', 'is not', null)
        .where('invoice_number', '=', by.invoiceNumber)
        .executeTakeFirst();
      if (!byInvoice) return null;
      return byInvoice.parcel_state === 'booked' || byInvoice.parcel_consignment_id === ''
        ? toParcel(byInvoice)
        : null;
    },

    /** The order's parcel with a courier, in whatever state; null when it was never sent. */
    async findByOrder(orderId: string): Promise<TrackedParcel | null> {
      const row = await db
        .selectFrom('orders')
        .select(columns)
        .where('id', '=', orderId)
        .where('parcel_state', 'is not', null)
        .where('parcel_courier', 'is not', null)
        .executeTakeFirst();
      return row ? toParcel(row) : null;
    },

    /** Parcels still out with a courier (booked, the order shipped), the least recently heard of first. */
    async stillOut(limit: number): Promise<TrackedParcel[]> {
      const rows = await db
        .selectFrom('orders')
        .select(columns)
        .where('parcel_state', '=', 'booked')
        .where('status', '=', 'shipped')
        .orderBy('updated_at')
        .limit(limit)
        .execute();
      return rows.map(toParcel);
    },

    insertOutboxJobs: (jobs: readonly NewJob[], now: string) => insertJobs(db, jobs, now),

    /** When the order's latest status check not yet done is due (ISO), or null when none waits. */
    async pendingCheckDue(orderId: string, kind: NewJob['kind']): Promise<string | null> {
      const row = await db
        .selectFrom('outbox_jobs')
        .select((eb) => eb.fn.max('run_after').as('due'))
        .where('order_id', '=', orderId)
        .where('kind', '=', kind)
        .where('state', 'in', ['waiting', 'running'])
        .executeTakeFirst();
      return row?.due ?? null;
    },

    /**
     * Records what the courier confirmed. Nothing is written when it says what was known already
     * with nothing new to tell (a replayed call). The order moves only forward by the rules
     * (decision 024); a move they refuse (a courier saying "delivered" about a returned order) is
     * not made, and the timeline says so: never backwards, never silently.
     */
    async applyUpdate(orderId: string, update: CourierUpdate, now: string): Promise<'changed' | 'unchanged'> {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .selectFrom('orders')
          .select([
            'status',
            'parcel_courier',
            'parcel_state',
            'parcel_consignment_id',
            'parcel_courier_status',
            'parcel_fee',
          ])
          .where('id', '=', orderId)
          .$if(engineOf<Database>(trx) === 'postgres', (query) => query.forUpdate())
          .executeTakeFirst();
        if (row?.parcel_state !== 'booked' || !row.parcel_courier) return 'unchanged';
        const newConsignment = row.parcel_consignment_id === '' && update.consignmentId !== '';
        const newFee =
          update.fee !== null && update.fee !== (row.parcel_fee === null ? null : Number(row.parcel_fee));
        const moves = update.to !== null && update.to !== row.status && canMoveOrder(row.status, update.to);
        const refusedMove = update.to !== null && update.to !== row.status && !moves;
        if (
          update.courierStatus === row.parcel_courier_status &&
          !newConsignment &&
          !newFee &&
          !moves &&
          update.message === ''
        )
          return 'unchanged';
        await trx
          .updateTable('orders')
          .set({
            parcel_courier_status: update.courierStatus,
            ...(newConsignment ? { parcel_consignment_id: update.consignmentId } : {}),
            ...(newFee ? { parcel_fee: update.fee } : {}),
            updated_at: now,
          })
          .where('id', '=', orderId)
          .execute();
        const events: NewOrderEvent[] = [
          {
            id: newId(),
            orderId,
            at: now,
            actor: null,
            kind: 'courier',
            data: {
              action: 'update',
              courier: row.parcel_courier,
              courierStatus: update.courierStatus,
              ...(newConsignment ? { consignmentId: update.consignmentId } : {}),
              ...(newFee ? { fee: update.fee } : {}),
              ...(update.message || refusedMove
                ? {
                    message: [
                      update.message,
                      refusedMove ? trackingMessages.notMoved(row.status, update.to as OrderStatus) : '',
                    ]
                      .filter(Boolean)
                      .join(' — '),
                  }
                : {}),
            },
          },
        ];
        await trx.insertInto('order_events').values(events.map(toOrderEventRow)).execute();
        // The row is locked (PostgreSQL) or the transaction the one writer (SQLite).
        if (moves)
          await statusMoves.move(trx, [{ orderId, from: row.status, to: update.to as OrderStatus }], {
            cause: 'courier-sync',
            actor: null,
            now,
          });
        return 'changed';
      });
    },
  }));
}

export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
