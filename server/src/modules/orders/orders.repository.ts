import type { Order, OrderStatus } from '@haat/contract';
import {
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
  sql,
  type Transaction,
} from 'kysely';
import type { Database, OrderLineTable, OrderTable } from '../../db/schema.js';

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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A complete Bangladeshi mobile number as the orders store it (normalised on the way in). */
const FULL_PHONE = /^01[3-9]\d{8}$/;

/**
 * The search's query shape, chosen so the indexes answer the common cases (docs/performance.md):
 * a whole phone number is an equality on `orders_phone`, the start of one (`017…`) a range on it,
 * an invoice number an equality on its unique index, and a search made of digits does not also scan
 * every name. Names, and digits from inside a number (`345670`), are still matched anywhere in the
 * text, which reads the whole table.
 */
function whereFilters(eb: ExpressionBuilder<Database, 'orders'>, filters: Omit<OrderFilters, 'status'>) {
  const conditions = [];
  if (filters.createdFrom) conditions.push(eb('created_at', '>=', filters.createdFrom));
  if (filters.createdBefore) conditions.push(eb('created_at', '<', filters.createdBefore));
  if (filters.search) {
    const { text, phoneDigits, invoiceNumber } = filters.search;
    const alternatives = [];
    if (phoneDigits === null && invoiceNumber === null) {
      alternatives.push(sql<SqlBool>`lower(name) like ${`%${escapeLike(text.toLowerCase())}%`} escape '\\'`);
    }
    if (phoneDigits !== null && FULL_PHONE.test(phoneDigits))
      alternatives.push(eb('phone', '=', phoneDigits));
    else if (phoneDigits?.startsWith('0')) {
      // The start of a number: a range on the index (stored phones are digits only, and ':' sorts
      // right after '9', so the range holds exactly the numbers that begin with these digits).
      alternatives.push(eb.and([eb('phone', '>=', phoneDigits), eb('phone', '<', `${phoneDigits}:`)]));
    } else if (phoneDigits !== null)
      alternatives.push(sql<SqlBool>`phone like ${`%${escapeLike(phoneDigits)}%`} escape '\\'`);
    if (invoiceNumber !== null) alternatives.push(eb('invoice_number', '=', invoiceNumber));
    conditions.push(eb.or(alternatives));
  }
  return eb.and(conditions);
}

const hasNoFilter = (filters: OrderFilters) =>
  !filters.search && !filters.createdFrom && !filters.createdBefore;

/** Moves one order between the kept counts per status (migration 0002), inside the caller's transaction. */
async function countStatus(trx: Executor, status: OrderStatus, change: 1 | -1): Promise<void> {
  await trx
    .updateTable('order_status_counts')
    .set((eb) => ({ count: eb('count', '+', change) }))
    .where('status', '=', status)
    .execute();
}

export function createOrdersRepository(db: Kysely<Database>) {
  return {
    db,

    /** Hands out the next invoice number; inside a transaction it also serialises concurrent orders. */
    async nextInvoiceNumber(trx: Executor): Promise<number> {
      const row = await trx
        .updateTable('counters')
        .set((eb) => ({ value: eb('value', '+', 1) }))
        .where('name', '=', 'invoice')
        .returning('value')
        .executeTakeFirstOrThrow();
      return Number(row.value);
    },

    async insertOrder(trx: Executor, order: NewOrder, invoiceNumber: number): Promise<void> {
      await trx
        .insertInto('orders')
        .values({
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
        })
        .execute();
      await trx
        .insertInto('order_lines')
        .values(
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
        )
        .execute();
      await countStatus(trx, order.status, 1);
    },

    async insertIdempotencyKey(
      trx: Executor,
      entry: { key: string; orderId: string; requestHash: string; createdAt: string },
    ): Promise<void> {
      await trx
        .insertInto('idempotency_keys')
        .values({
          key: entry.key,
          order_id: entry.orderId,
          request_hash: entry.requestHash,
          created_at: entry.createdAt,
        })
        .execute();
    },

    async findIdempotencyKey(key: string) {
      return db
        .selectFrom('idempotency_keys')
        .select(['order_id', 'request_hash'])
        .where('key', '=', key)
        .executeTakeFirst();
    },

    /** One page of orders, newest first, with their lines read in a single query. */
    async listOrders(filters: OrderFilters, page: { offset: number; limit: number }): Promise<Order[]> {
      const rows = await db
        .selectFrom('orders')
        .selectAll()
        .where((eb) => whereFilters(eb, filters))
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
        : await db
            .selectFrom('orders')
            .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
            .where((eb) => whereFilters(eb, filters))
            .groupBy('status')
            .execute();
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

    /** The lines of the orders one phone placed since a moment, to spot a repeated order. */
    async recentOrdersByPhone(phone: string, sinceIso: string) {
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'invoice_number'])
        .where('phone', '=', phone)
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
        invoiceNumber: order.invoice_number,
        lines: lines.filter((line) => line.order_id === order.id),
      }));
    },

    async findOrder(id: string): Promise<Order | null> {
      const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const lines = await db
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
