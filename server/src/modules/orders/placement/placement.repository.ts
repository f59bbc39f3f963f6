import type { Order } from '@haat/contract';
import { type Db, defineRepository } from '../../../db/repository.js';
import { nowIso } from '../../../lib/time.js';
import { readStock } from '../../catalog/stock.js';
import { closeDraftsOfOrders } from '../../checkout-drafts/checkout-drafts.repository.js';
import { insertJobs, type NewJob } from '../../outbox/outbox.repository.js';
import { codesAskedSince, insertPhoneChecks } from '../../phone-check/phone-check.repository.js';
import { insertEvents, readOrder, toLineRows } from '../order-reads.js';
import { chunks, type NewOrder, type NewOrderEvent, NO_PARCEL, toOrder } from '../order-records.js';
import { createStatusMoves, type OrderArrival, type StatusMoves } from '../status-move.js';

/**
 * The placement's queries (decision 010): the order-writes lock, invoice numbers, the batch's
 * inserts, its idempotency keys, and what the judge reads (placement.judge.ts, decision 048). A
 * method called on `transaction(fn)`'s repository runs inside that transaction.
 */
export function createPlacementRepository(db: Db, moves: StatusMoves = createStatusMoves()) {
  return defineRepository(db, (db) => ({
    /**
     * Takes the invoice counter's row before anything of a batch is read, so order writers, on every
     * instance, run one after another: the duplicate guard then sees the orders another instance has
     * just committed. (On SQLite the write makes the transaction the one writer at once.)
     */
    /**
     * Units left of these sizes, their rows locked to the commit on PostgreSQL (decision 064): read
     * after `lockOrderWrites`, so what a batch judges is what it writes against.
     */
    stockOf: (sizeIds: readonly string[]) => readStock(db, sizeIds, { lock: true }),

    async lockOrderWrites(): Promise<void> {
      await db
        .updateTable('counters')
        .set((eb) => ({ value: eb.ref('value') }))
        .where('name', '=', 'invoice')
        .execute();
    },

    /**
     * Hands out `count` consecutive invoice numbers and answers the first. Inside a transaction the
     * counter's row stays locked until the commit, which serialises writers of orders.
     */
    async reserveInvoiceNumbers(count: number): Promise<number> {
      const row = await db
        .updateTable('counters')
        .set((eb) => ({ value: eb('value', '+', count) }))
        .where('name', '=', 'invoice')
        .returning('value')
        .executeTakeFirstOrThrow();
      return Number(row.value) - count + 1;
    },

    /**
     * Writes a batch of orders with their lines, in a few statements whatever the batch's size, and
     * records their arrival in their first status (its count and effects, decision 047); answers each
     * order as `findOrder` would read it back.
     */
    async insertOrders(
      batch: ReadonlyArray<{
        order: NewOrder;
        invoiceNumber: number;
        arrival: Pick<OrderArrival, 'cause' | 'purchase'>;
      }>,
    ): Promise<Order[]> {
      const rows = batch.map(({ order, invoiceNumber }) => ({
        id: order.id,
        invoice_number: invoiceNumber,
        // The order's first status: the one write of the column outside status-move.ts (decision 047).
        status: order.status,
        name: order.name,
        phone: order.phone,
        city: order.city,
        address: order.address,
        shipping: order.shipping,
        subtotal: order.subtotal,
        discount: order.discount,
        discount_reason: order.discountReason,
        total: order.total,
        note: order.note,
        source: order.source,
        version: 1,
        created_at: order.createdAt,
        updated_at: order.createdAt,
        ...NO_PARCEL,
        risk: order.risk === null ? null : JSON.stringify(order.risk),
        device_id: order.deviceId,
        phone_check: order.phoneCheck,
      }));
      const linesPerOrder = batch.map(({ order }) => toLineRows(order.id, order.lines));
      for (const chunk of chunks(rows)) await db.insertInto('orders').values(chunk).execute();
      for (const chunk of chunks(linesPerOrder.flat()))
        await db.insertInto('order_lines').values(chunk).execute();
      const now = batch[0]?.order.createdAt ?? nowIso();
      await moves.arrive(
        db,
        batch.map(({ order, arrival }) => ({ orderId: order.id, status: order.status, ...arrival })),
        now,
      );
      return rows.map((row, index) => toOrder(row, linesPerOrder[index] ?? []));
    },

    async insertIdempotencyKeys(
      entries: ReadonlyArray<{ key: string; orderId: string; requestHash: string; createdAt: string }>,
    ): Promise<void> {
      const rows = entries.map((entry) => ({
        key: entry.key,
        order_id: entry.orderId,
        request_hash: entry.requestHash,
        created_at: entry.createdAt,
      }));
      for (const chunk of chunks(rows)) await db.insertInto('idempotency_keys').values(chunk).execute();
    },

    /** The stored idempotency keys among these, with the order each one created. */
    async findIdempotencyKeys(keys: readonly string[]) {
      if (keys.length === 0) return new Map<string, { orderId: string; requestHash: string }>();
      const rows = await db
        .selectFrom('idempotency_keys')
        .select(['key', 'order_id', 'request_hash'])
        .where('key', 'in', keys)
        .execute();
      return new Map(rows.map((row) => [row.key, { orderId: row.order_id, requestHash: row.request_hash }]));
    },

    /**
     * What the fake-order check reads about the phones and devices of a batch (decision 038), in
     * three indexed reads: how each phone's orders ended, each phone's orders since `sinceIso`, and
     * which phones ordered from each device since then.
     */
    async riskRecords(phones: readonly string[], devices: readonly string[], sinceIso: string) {
      const endings =
        phones.length === 0
          ? []
          : await db
              .selectFrom('orders')
              .select(['phone', 'status', (eb) => eb.fn.countAll<number>().as('count')])
              .where('phone', 'in', phones)
              .where('status', 'in', ['delivered', 'returned', 'cancelled'])
              .groupBy(['phone', 'status'])
              .execute();
      const recentByPhone =
        phones.length === 0
          ? []
          : await db
              .selectFrom('orders')
              .select(['phone', 'created_at'])
              .where('phone', 'in', phones)
              .where('created_at', '>=', sinceIso)
              .execute();
      const recentByDevice =
        devices.length === 0
          ? []
          : await db
              .selectFrom('orders')
              .select(['device_id', 'phone'])
              .where('device_id', 'in', devices)
              .where('created_at', '>=', sinceIso)
              .execute();
      return {
        endings: endings.map((row) => ({ phone: row.phone, status: row.status, count: Number(row.count) })),
        recentByPhone: recentByPhone.map((row) => ({ phone: row.phone, createdAt: row.created_at })),
        recentByDevice: recentByDevice.flatMap((row) =>
          row.device_id === null ? [] : [{ device: row.device_id, phone: row.phone }],
        ),
      };
    },

    /**
     * The baskets these phones ordered since a moment (cancelled orders left out), to spot a repeated
     * order: each as its phone and its lines' products, sizes and quantities.
     */
    async recentBasketsByPhones(phones: readonly string[], sinceIso: string) {
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'phone'])
        .where('phone', 'in', phones)
        .where('created_at', '>=', sinceIso)
        .where('status', '!=', 'cancelled')
        .execute();
      if (orders.length === 0) return [];
      const lines = await db
        .selectFrom('order_lines')
        .select(['order_id', 'product_id', 'size_id', 'quantity'])
        .where(
          'order_id',
          'in',
          orders.map((order) => order.id),
        )
        .execute();
      return orders.map((order) => ({
        phone: order.phone,
        lines: lines
          .filter((line) => line.order_id === order.id)
          .map((line) => ({ product: line.product_id, size: line.size_id, quantity: line.quantity })),
      }));
    },

    /** Timeline entries of several orders at once (a batch's, a bulk print's), in a few statements. */
    insertEvents: (events: readonly NewOrderEvent[]): Promise<void> => insertEvents(db, events),

    /** Inside `transaction(fn)` this reads the transaction's own writes (SQLite would wait for them). */
    findOrder: (id: string): Promise<Order | null> => readOrder(db, id),

    /** Calls to other services an order change causes, committed with it (decision 033). */
    insertOutboxJobs: (jobs: readonly NewJob[], now: string): Promise<number> => insertJobs(db, jobs, now),

    /** New orders asked for a phone code: their checks and first codes' jobs, with the orders (decision 040). */
    insertPhoneChecks: (checks: ReadonlyArray<{ orderId: string; phone: string }>, now: string) =>
      insertPhoneChecks(db, checks, now),

    /** Codes each phone was asked for since then: the phone check's hourly limit. */
    codesAskedSince: (phones: readonly string[], sinceIso: string) => codesAskedSince(db, phones, sinceIso),

    /** A phone that orders leaves no incomplete checkout open (decision 039). */
    closeDrafts: (orders: ReadonlyArray<{ phone: string; orderId: string }>, now: string) =>
      closeDraftsOfOrders(db, orders, now),
  }));
}

export type PlacementRepository = ReturnType<typeof createPlacementRepository>;
