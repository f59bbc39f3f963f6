import type { Order, OrderStatus } from '@haat/contract';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, OrderLineTable, OrderTable } from '../../db/schema.js';
import { createOrderSearch, hasNoFilter } from './orders.search.js';

type Executor = Kysely<Database> | Transaction<Database>;

export interface NewOrder {
  id: string;
  status: OrderStatus;
  name: string;
  phone: string;
  city: string;
  address: string;
  shipping: number;
  subtotal: number;
  total: number;
  note: string;
  createdAt: string;
  lines: Array<{
    id: string;
    productId: string;
    title: string;
    img: string;
    price: number;
    discountPrice: number;
    quantity: number;
  }>;
}

export function toOrder(row: Selectable<OrderTable>, lines: Selectable<OrderLineTable>[]): Order {
  return {
    _id: row.id,
    invoiceNumber: row.invoice_number,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    name: row.name,
    phone: row.phone,
    city: row.city,
    address: row.address,
    shipping: row.shipping,
    total: row.total,
    shippingInfo: { note: row.note },
    products: lines.map((line) => ({
      _id: line.id,
      quantity: line.quantity,
      product: {
        _id: line.product_id,
        title: line.title,
        img: line.img,
        price: line.price,
        discountPrice: line.discount_price,
      },
    })),
  };
}

/** What the back office narrows the order list by; every field optional. */
export interface OrderFilters {
  status?: OrderStatus | undefined;
  /** Matches a name (contains), a phone (contains its digits) or an invoice number (exact). */
  search?: { text: string; phoneDigits: string | null; invoiceNumber: number | null } | undefined;
  /** Inclusive lower and exclusive upper bound of `created_at`, ISO UTC. */
  createdFrom?: string | undefined;
  createdBefore?: string | undefined;
}

/**
 * Rows per multi-row statement: far below the engines' limits on bound values (SQLite 32,766,
 * PostgreSQL 65,535) even for the widest table, whatever a batch holds.
 */
const ROWS_PER_STATEMENT = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const result = [];
  for (let start = 0; start < items.length; start += ROWS_PER_STATEMENT)
    result.push(items.slice(start, start + ROWS_PER_STATEMENT));
  return result;
}

/** Moves orders between the kept counts per status (migration 0002), inside the caller's transaction. */
async function countStatus(trx: Executor, status: OrderStatus, change: number): Promise<void> {
  await trx
    .updateTable('order_status_counts')
    .set((eb) => ({ count: eb('count', '+', change) }))
    .where('status', '=', status)
    .execute();
}

/** `search` tunes the order search, for tests that take both of its paths with a few orders. */
export function createOrdersRepository(
  db: Kysely<Database>,
  options: { search?: Parameters<typeof createOrderSearch>[1] } = {},
) {
  const search = createOrderSearch(db, options.search);
  return {
    db,

    /**
     * Hands out `count` consecutive invoice numbers and answers the first. Inside a transaction the
     * counter's row stays locked until the commit, which serialises writers of orders.
     */
    async reserveInvoiceNumbers(trx: Executor, count: number): Promise<number> {
      const row = await trx
        .updateTable('counters')
        .set((eb) => ({ value: eb('value', '+', count) }))
        .where('name', '=', 'invoice')
        .returning('value')
        .executeTakeFirstOrThrow();
      return Number(row.value) - count + 1;
    },

    /**
     * Writes a batch of orders with their lines and counts them per status, in a few statements
     * whatever the batch's size; answers each order as `findOrder` would read it back.
     */
    async insertOrders(
      trx: Executor,
      batch: ReadonlyArray<{ order: NewOrder; invoiceNumber: number }>,
    ): Promise<Order[]> {
      const rows = batch.map(({ order, invoiceNumber }) => ({
        id: order.id,
        invoice_number: invoiceNumber,
        status: order.status,
        name: order.name,
        phone: order.phone,
        city: order.city,
        address: order.address,
        shipping: order.shipping,
        subtotal: order.subtotal,
        total: order.total,
        note: order.note,
        created_at: order.createdAt,
        updated_at: order.createdAt,
      }));
      const linesPerOrder = batch.map(({ order }) =>
        order.lines.map((line, position) => ({
          id: line.id,
          order_id: order.id,
          position,
          product_id: line.productId,
          title: line.title,
          img: line.img,
          price: line.price,
          discount_price: line.discountPrice,
          quantity: line.quantity,
        })),
      );
      for (const chunk of chunks(rows)) await trx.insertInto('orders').values(chunk).execute();
      for (const chunk of chunks(linesPerOrder.flat()))
        await trx.insertInto('order_lines').values(chunk).execute();
      const perStatus = new Map<OrderStatus, number>();
      for (const row of rows) perStatus.set(row.status, (perStatus.get(row.status) ?? 0) + 1);
      for (const [status, count] of perStatus) await countStatus(trx, status, count);
      return rows.map((row, index) => toOrder(row, linesPerOrder[index] ?? []));
    },

    async insertIdempotencyKeys(
      trx: Executor,
      entries: ReadonlyArray<{ key: string; orderId: string; requestHash: string; createdAt: string }>,
    ): Promise<void> {
      const rows = entries.map((entry) => ({
        key: entry.key,
        order_id: entry.orderId,
        request_hash: entry.requestHash,
        created_at: entry.createdAt,
      }));
      for (const chunk of chunks(rows)) await trx.insertInto('idempotency_keys').values(chunk).execute();
    },

    /** The stored idempotency keys among these, with the order each one created. */
    async findIdempotencyKeys(trx: Executor, keys: readonly string[]) {
      const rows = await trx
        .selectFrom('idempotency_keys')
        .select(['key', 'order_id', 'request_hash'])
        .where('key', 'in', keys)
        .execute();
      return new Map(rows.map((row) => [row.key, { orderId: row.order_id, requestHash: row.request_hash }]));
    },

    /** One page of orders, newest first, with their lines read in a single query. */
    async listOrders(filters: OrderFilters, page: { offset: number; limit: number }): Promise<Order[]> {
      const rows = await db
        .selectFrom('orders')
        .selectAll()
        .where(await search.pageCondition(filters))
        .$if(filters.status !== undefined, (query) =>
          query.where('status', '=', filters.status as OrderStatus),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
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
    },

    /**
     * Orders per status under the same search and dates (the status filter itself is not applied).
     * Without search or dates, the counts kept beside every write: four rows instead of every order.
     */
    async countByStatus(filters: OrderFilters): Promise<Record<OrderStatus, number>> {
      const rows = hasNoFilter(filters)
        ? await db.selectFrom('order_status_counts').select(['status', 'count']).execute()
        : await search.countByStatus(filters);
      const counts = { pending: 0, shipped: 0, delivered: 0, cancelled: 0 };
      for (const row of rows) counts[row.status] = Number(row.count);
      return counts;
    },

    /**
     * Changes an order's status and moves it between the kept counts, in one transaction. The update
     * only applies if the status is still the one read, so two admins changing the same order at once
     * (PostgreSQL, read committed) cannot count it twice: the second reads again and retries.
     */
    async updateStatus(id: string, status: OrderStatus, now: string): Promise<boolean> {
      for (;;) {
        const outcome = await db.transaction().execute(async (trx) => {
          const row = await trx.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirst();
          if (!row) return 'missing' as const;
          const result = await trx
            .updateTable('orders')
            .set({ status, updated_at: now })
            .where('id', '=', id)
            .where('status', '=', row.status)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) return 'raced' as const;
          if (row.status !== status) {
            await countStatus(trx, row.status, -1);
            await countStatus(trx, status, 1);
          }
          return 'updated' as const;
        });
        if (outcome !== 'raced') return outcome === 'updated';
      }
    },

    /** Lines and idempotency keys go with the order (ON DELETE CASCADE); its count goes too. */
    async deleteOrder(id: string): Promise<boolean> {
      for (;;) {
        const outcome = await db.transaction().execute(async (trx) => {
          const row = await trx.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirst();
          if (!row) return 'missing' as const;
          const result = await trx
            .deleteFrom('orders')
            .where('id', '=', id)
            .where('status', '=', row.status)
            .executeTakeFirst();
          if (Number(result.numDeletedRows) === 0) return 'raced' as const;
          await countStatus(trx, row.status, -1);
          return 'deleted' as const;
        });
        if (outcome !== 'raced') return outcome === 'deleted';
      }
    },

    /**
     * Orders and money per UTC hour and status since a moment: at most 24 × 30 × 4 small rows, so the
     * dashboard aggregates in the database and never loads the orders themselves.
     */
    async hourlyTotals(sinceIso: string) {
      const hour = sql<string>`substr(created_at, 1, 13)`;
      const rows = await db
        .selectFrom('orders')
        .select([
          hour.as('hour'),
          'status',
          (eb) => eb.fn.countAll<number>().as('count'),
          (eb) => eb.fn.sum<number>('total').as('revenue'),
        ])
        .where('created_at', '>=', sinceIso)
        .groupBy([hour, 'status'])
        .execute();
      return rows.map((row) => ({
        hour: row.hour,
        status: row.status,
        count: Number(row.count),
        revenue: Number(row.revenue),
      }));
    },

    latestOrders(limit: number) {
      return db
        .selectFrom('orders')
        .select(['id', 'invoice_number', 'name', 'total', 'status', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
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

    /** The orders these phones placed since a moment, with their lines, to spot a repeated order. */
    async recentOrdersByPhones(trx: Executor, phones: readonly string[], sinceIso: string) {
      const orders = await trx
        .selectFrom('orders')
        .select(['id', 'invoice_number', 'phone'])
        .where('phone', 'in', phones)
        .where('created_at', '>=', sinceIso)
        .where('status', '!=', 'cancelled')
        .execute();
      if (orders.length === 0) return [];
      const lines = await trx
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
        invoiceNumber: order.invoice_number,
        lines: lines.filter((line) => line.order_id === order.id),
      }));
    },

    /** `trx` reads inside the caller's transaction (on SQLite, `db` would wait for its commit). */
    async findOrder(id: string, trx: Executor = db): Promise<Order | null> {
      const row = await trx.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const lines = await trx
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', '=', id)
        .orderBy('position')
        .execute();
      return toOrder(row, lines);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
