import type { Order, OrderStatus } from '@haat/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
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
