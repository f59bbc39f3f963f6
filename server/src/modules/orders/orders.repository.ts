import {
  ORDER_STATUSES,
  type Order,
  type OrderEvent,
  type OrderListSort,
  type OrderStatus,
} from '@haat/contract';
import type { Selectable } from 'kysely';
import { engineOf } from '../../db/database.js';
import { type Db, defineRepository, inTransaction } from '../../db/repository.js';
import type { Database, OrderLineTable, OrderTable } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';
import { closeDraftsOfOrders } from '../checkout-drafts/checkout-drafts.repository.js';
import { insertJobs, type NewJob } from '../outbox/outbox.repository.js';
import { codesAskedSince, insertPhoneChecks } from '../phone-check/phone-check.repository.js';
import {
  type Actor,
  chunks,
  type NewOrder,
  type NewOrderEvent,
  NO_PARCEL,
  type OrderFilters,
  toOrder,
  toOrderEvent,
  toOrderEventRow,
} from './order-records.js';
import { createOrderSearch, hasNoFilter } from './search/order-search.js';
import { createStatusMoves, type OrderArrival, type StatusMoves } from './status-move.js';

/** What an edit's judge answers: write these changes with this timeline entry, or leave the order. */
export type OrderEditDecision =
  | { outcome: 'unchanged' }
  | {
      outcome: 'write';
      changes: Pick<
        NewOrder,
        | 'name'
        | 'phone'
        | 'city'
        | 'address'
        | 'shipping'
        | 'subtotal'
        | 'discount'
        | 'discountReason'
        | 'total'
        | 'lines'
      >;
      event: NewOrderEvent;
    };

/** An order with its lines, read through `db` (a transaction reads its own writes). */
async function readOrder(db: Db, id: string): Promise<Order | null> {
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

/** An order's lines as rows, in their order. */
const toLineRows = (orderId: string, lines: NewOrder['lines']) =>
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
  }));

/**
 * The orders' tables: the placement's writes, the back office's list, status and delete. A method
 * called on `transaction(fn)`'s repository runs inside that transaction. `search` tunes the order
 * search, for tests that take both of its paths with a few orders.
 */
export function createOrdersRepository(
  db: Db,
  options: {
    search?: Parameters<typeof createOrderSearch>[1];
    /** The one writer of statuses, with the effects a move causes (decision 047). */
    moves?: StatusMoves;
  } = {},
) {
  const search = createOrderSearch(db, options.search);
  const moves = options.moves ?? createStatusMoves();
  /** Orders with their lines, in the rows' order: one more query for the whole page. */
  async function withLines(rows: Selectable<OrderTable>[]): Promise<Order[]> {
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

  return defineRepository(db, (db) => ({
    /**
     * Takes the invoice counter's row before anything of a batch is read, so order writers, on every
     * instance, run one after another: the duplicate guard then sees the orders another instance has
     * just committed. (On SQLite the write makes the transaction the one writer at once.)
     */
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
      // A phone that orders leaves no incomplete checkout open (decision 039).
      await closeDraftsOfOrders(
        db,
        rows.map((row) => ({ phone: row.phone, orderId: row.id })),
        now,
      );
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

    /** One page of orders, newest first (or oldest), with their lines read in a single query. */
    async listOrders(
      filters: OrderFilters,
      page: { offset: number; limit: number },
      sort: OrderListSort = 'newest',
    ): Promise<Order[]> {
      const direction = sort === 'oldest' ? 'asc' : 'desc';
      const rows = await db
        .selectFrom('orders')
        .selectAll()
        .where(await search.pageCondition(filters))
        .$if(filters.status !== undefined, (query) =>
          query.where('status', '=', filters.status as OrderStatus),
        )
        .orderBy('created_at', direction)
        .orderBy('id', direction)
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return withLines(rows);
    },

    /**
     * Every order matching the filters, newest first, a batch at a time (with their lines): the
     * export reads 100,000 orders without holding them. Each batch starts after the last order of the
     * one before (by time, then id), so an order placed meanwhile neither repeats nor shifts a row.
     */
    async *streamOrders(filters: OrderFilters, batchSize = 500): AsyncGenerator<Order[]> {
      const condition = await search.pageCondition(filters);
      let after: { createdAt: string; id: string } | null = null;
      for (;;) {
        const from: { createdAt: string; id: string } | null = after;
        const rows: Selectable<OrderTable>[] = await db
          .selectFrom('orders')
          .selectAll()
          .where(condition)
          .$if(filters.status !== undefined, (query) =>
            query.where('status', '=', filters.status as OrderStatus),
          )
          .$if(filters.ids !== undefined, (query) => query.where('id', 'in', filters.ids ?? []))
          // (created_at, id) below the last row's, as one row value: both engines walk the
          // (created_at, id) index from there, where an OR of the two made SQLite start over each batch.
          .$if(from !== null, (query) =>
            query.where((eb) =>
              eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(from?.createdAt ?? '', from?.id ?? '')),
            ),
          )
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(batchSize)
          .execute();
        if (rows.length === 0) return;
        yield await withLines(rows);
        const last: Selectable<OrderTable> | undefined = rows[rows.length - 1];
        if (!last || rows.length < batchSize) return;
        after = { createdAt: last.created_at, id: last.id };
      }
    },

    /**
     * Orders per status under the same search and dates (the status filter itself is not applied).
     * Without search or dates, the counts kept beside every write: a row a status instead of every order.
     */
    async countByStatus(filters: OrderFilters): Promise<Record<OrderStatus, number>> {
      const rows = hasNoFilter(filters)
        ? await db.selectFrom('order_status_counts').select(['status', 'count']).execute()
        : await search.countByStatus(filters);
      const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
        OrderStatus,
        number
      >;
      for (const row of rows) counts[row.status] = Number(row.count);
      return counts;
    },

    /**
     * Changes an order's status and moves it between the kept counts, in one transaction, if
     * `allowed(current status)` says the move may be made. The update only applies if the status is
     * still the one read, so two admins changing the same order at once (PostgreSQL, read committed)
     * cannot count it twice or make a move the rules refuse: the second reads again and judges again.
     */
    async updateStatus(
      id: string,
      status: OrderStatus,
      now: string,
      allowed: (from: OrderStatus) => boolean,
      actor: Actor,
    ): Promise<{ outcome: 'updated' | 'missing' } | { outcome: 'refused'; from: OrderStatus }> {
      for (;;) {
        const outcome = await inTransaction(db, async (trx) => {
          const row = await trx.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirst();
          if (!row) return { outcome: 'missing' as const };
          if (!allowed(row.status)) return { outcome: 'refused' as const, from: row.status };
          if (row.status === status) {
            // Setting the status it has is no move: the order is only touched (a new version).
            const result = await trx
              .updateTable('orders')
              .set((eb) => ({ updated_at: now, version: eb('version', '+', 1) }))
              .where('id', '=', id)
              .where('status', '=', row.status)
              .executeTakeFirst();
            if (Number(result.numUpdatedRows) === 0) return { outcome: 'raced' as const };
          } else {
            const moved = await moves.move(trx, [{ orderId: id, from: row.status, to: status }], {
              cause: 'staff',
              actor,
              now,
            });
            if (moved.length === 0) return { outcome: 'raced' as const };
          }
          return { outcome: 'updated' as const };
        });
        if (outcome.outcome !== 'raced') return outcome;
      }
    },

    /**
     * Applies an edit to an order in one transaction (decision 027): `decide` reads the order as it is
     * now and answers what to write (or throws why not: nothing is written). The write only applies
     * to the version read, so of two edits made at once the second is judged again on the first's
     * result (and refused by its version).
     * Lines are written anew in the edit's order; each keeps the id and snapshot `decide` gave it.
     */
    async editOrder(
      id: string,
      decide: (current: Order) => OrderEditDecision,
    ): Promise<{ outcome: 'missing' } | { outcome: 'unchanged' | 'updated'; order: Order }> {
      for (;;) {
        const outcome = await inTransaction(db, async (trx) => {
          const current = await readOrder(trx, id);
          if (!current) return { outcome: 'missing' as const };
          const decision = decide(current);
          if (decision.outcome !== 'write') return { outcome: decision.outcome, order: current };
          const { changes, event } = decision;
          const result = await trx
            .updateTable('orders')
            .set({
              name: changes.name,
              phone: changes.phone,
              city: changes.city,
              address: changes.address,
              shipping: changes.shipping,
              subtotal: changes.subtotal,
              discount: changes.discount,
              discount_reason: changes.discountReason,
              total: changes.total,
              updated_at: event.at,
              version: current.version + 1,
            })
            .where('id', '=', id)
            .where('version', '=', current.version)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) return { outcome: 'raced' as const };
          await trx.deleteFrom('order_lines').where('order_id', '=', id).execute();
          await trx.insertInto('order_lines').values(toLineRows(id, changes.lines)).execute();
          await trx.insertInto('order_events').values(toOrderEventRow(event)).execute();
          const saved = await readOrder(trx, id);
          if (!saved) throw new Error('unreachable: the order was updated in this transaction');
          return { outcome: 'updated' as const, order: saved };
        });
        if (outcome.outcome !== 'raced') return outcome;
      }
    },

    /** These orders with their lines, in the order asked; ids that are no order are left out. */
    async findOrders(ids: readonly string[]): Promise<Order[]> {
      const rows = [];
      for (const chunk of chunks(ids))
        rows.push(...(await db.selectFrom('orders').selectAll().where('id', 'in', chunk).execute()));
      const byId = new Map((await withLines(rows)).map((order) => [order._id, order]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** The ids of the orders the filters match, newest first, at most `limit` of them. */
    async idsMatching(filters: OrderFilters, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('orders')
        .select('id')
        .where(await search.pageCondition(filters))
        .$if(filters.status !== undefined, (query) =>
          query.where('status', '=', filters.status as OrderStatus),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Moves many orders to one status in one transaction (issue 15, item 7): each only if the rules
     * allow its move (`allowed`), counted and recorded on its timeline as a single move would be. On
     * PostgreSQL the orders are locked first, in id order, so two bulk changes (or a bulk change and
     * single ones) wait for each other instead of deadlocking; an order changed between the read and
     * the write is answered as `raced`, for the caller to move on its own.
     */
    async bulkUpdateStatus(
      ids: readonly string[],
      to: OrderStatus,
      now: string,
      allowed: (from: OrderStatus) => boolean,
      actor: Actor,
    ) {
      return inTransaction(db, async (trx) => {
        const sorted = [...new Set(ids)].sort();
        const rows: Array<{ id: string; status: OrderStatus; invoice_number: number }> = [];
        for (const chunk of chunks(sorted)) {
          rows.push(
            ...(await trx
              .selectFrom('orders')
              .select(['id', 'status', 'invoice_number'])
              .where('id', 'in', chunk)
              .orderBy('id')
              .$if(engineOf<Database>(trx) === 'postgres', (query) => query.forUpdate())
              .execute()),
          );
        }
        const found = new Set(rows.map((row) => row.id));
        const unchanged = rows.filter((row) => row.status === to);
        const refused = rows.filter((row) => row.status !== to && !allowed(row.status));
        const movable = rows.filter((row) => row.status !== to && allowed(row.status));
        const moved = await moves.move(
          trx,
          movable.map((row) => ({ orderId: row.id, from: row.status, to })),
          { cause: 'staff', actor, now },
        );
        const movedIds = new Set(moved.map((move) => move.orderId));
        return {
          moved: moved.length,
          unchanged: unchanged.length,
          refused: refused.map((row) => ({
            id: row.id,
            invoiceNumber: Number(row.invoice_number),
            status: row.status,
          })),
          raced: movable.filter((row) => !movedIds.has(row.id)).map((row) => row.id),
          missing: sorted.filter((id) => !found.has(id)),
        };
      });
    },

    /** Timeline entries of several orders at once (the placement's batch), in a few statements. */
    async insertEvents(events: readonly NewOrderEvent[]): Promise<void> {
      for (const chunk of chunks(events.map(toOrderEventRow)))
        await db.insertInto('order_events').values(chunk).execute();
    },

    /** One entry on an order's timeline; null when there is no such order. */
    async addEvent(event: NewOrderEvent): Promise<OrderEvent | null> {
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
    },

    /** An order's timeline, newest first; null when there is no such order. */
    async timeline(orderId: string): Promise<OrderEvent[] | null> {
      const order = await db.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
      if (!order) return null;
      const rows = await db
        .selectFrom('order_events')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toOrderEvent);
    },

    /** Lines, idempotency keys and the timeline go with the order (ON DELETE CASCADE); its count goes too. */
    async deleteOrder(id: string): Promise<boolean> {
      for (;;) {
        const outcome = await inTransaction(db, async (trx) => {
          const row = await trx.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirst();
          if (!row) return 'missing' as const;
          const result = await trx
            .deleteFrom('orders')
            .where('id', '=', id)
            .where('status', '=', row.status)
            .executeTakeFirst();
          if (Number(result.numDeletedRows) === 0) return 'raced' as const;
          await moves.leave(trx, row.status);
          return 'deleted' as const;
        });
        if (outcome !== 'raced') return outcome === 'deleted';
      }
    },

    /** Whether an order line still shows this product image (lines keep a snapshot of the product). */
    async isProductImageInUse(file: string): Promise<boolean> {
      const row = await db
        .selectFrom('order_lines')
        .select('id')
        .where('img', '=', file)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The baskets these phones ordered since a moment (cancelled orders left out), to spot a repeated
     * order: each as its phone and its lines' products and quantities.
     */
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
        .select(['order_id', 'product_id', 'quantity'])
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
          .map((line) => ({ product: line.product_id, quantity: line.quantity })),
      }));
    },

    /** Inside `transaction(fn)` this reads the transaction's own writes (SQLite would wait for them). */
    findOrder: (id: string): Promise<Order | null> => readOrder(db, id),

    /** Calls to other services an order change causes, committed with it (decision 033). */
    insertOutboxJobs: (jobs: readonly NewJob[], now: string): Promise<number> => insertJobs(db, jobs, now),

    /** New orders asked for a phone code: their checks and first codes' jobs, with the orders (decision 040). */
    insertPhoneChecks: (checks: ReadonlyArray<{ orderId: string; phone: string }>, now: string) =>
      insertPhoneChecks(db, checks, now),

    /** Codes each phone was asked for since then: the phone check's hourly limit. */
    codesAskedSince: (phones: readonly string[], sinceIso: string) => codesAskedSince(db, phones, sinceIso),
  }));
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
