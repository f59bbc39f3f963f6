import { createHash } from 'node:crypto';
import {
  type CreateOrderParsed,
  effectivePrice,
  type FieldError,
  formatTaka,
  type Order,
} from '@haat/contract';
import { isUniqueViolation } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { nowIso } from '../../lib/time.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { NewOrder, OrdersRepository } from './orders.repository.js';

export const orderMessages = {
  notFound: 'এই অর্ডারটি পাওয়া যায়নি',
  productGone: 'এই পণ্যটি এখন আর পাওয়া যাচ্ছে না',
  shippingFee: (inside: number, outside: number) =>
    `ডেলিভারি চার্জ ঢাকার ভিতরে ${formatTaka(inside)} অথবা ঢাকার বাইরে ${formatTaka(outside)} হতে হবে`,
  staleTotal: (total: number) =>
    `দাম পরিবর্তিত হয়েছে। আপনার অর্ডারের বর্তমান মোট ${formatTaka(total)} (${total} টাকা)। আবার দেখে অর্ডার করুন।`,
  idempotencyMismatch: 'এই Idempotency-Key আগে অন্য একটি অর্ডারে ব্যবহার হয়েছে',
} as const;

export interface CreateOrderResult {
  order: Order;
  /** False when an Idempotency-Key replay returned the order created the first time. */
  created: boolean;
}

/** The sum a customer pays, computed from the server's own prices; never from the client's numbers. */
export function priceOrder(
  lines: ReadonlyArray<{ price: number; discountPrice: number; quantity: number }>,
  shipping: number,
) {
  const subtotal = lines.reduce((sum, line) => sum + effectivePrice(line) * line.quantity, 0);
  return { subtotal, total: subtotal + shipping };
}

const hashRequest = (input: CreateOrderParsed) =>
  createHash('sha256').update(JSON.stringify(input)).digest('hex');

export function createOrdersService(deps: {
  repository: OrdersRepository;
  catalog: CatalogService;
  settings: SettingsService;
}) {
  const { repository, catalog, settings } = deps;

  async function replay(key: string, requestHash: string): Promise<CreateOrderResult | null> {
    const existing = await repository.findIdempotencyKey(key);
    if (!existing) return null;
    if (existing.request_hash !== requestHash) throw AppError.conflict(orderMessages.idempotencyMismatch);
    const order = await repository.findOrder(existing.order_id);
    return order ? { order, created: false } : null;
  }

  return {
    priceOrder,

    /**
     * Places a cash-on-delivery order: every line must be a current product, the shipping fee one of
     * the shop's two fees, and the client's total equal to the server's; then the order, its lines
     * (with a snapshot of each product), its invoice number and its idempotency key are written in one
     * transaction. The order is answered only after that transaction has committed.
     */
    async createOrder(input: CreateOrderParsed, idempotencyKey?: string): Promise<CreateOrderResult> {
      const requestHash = hashRequest(input);
      if (idempotencyKey) {
        const previous = await replay(idempotencyKey, requestHash);
        if (previous) return previous;
      }

      const products = await catalog.findProductsByIds(input.products.map((line) => line.product));
      const missing: FieldError[] = input.products.flatMap((line, index) =>
        products.has(line.product)
          ? []
          : [{ path: `products.${index}.product`, message: orderMessages.productGone }],
      );
      if (missing.length > 0) throw AppError.badRequest(orderMessages.productGone, missing);

      const fees = await settings.allowedShippingFees();
      if (input.shipping !== fees.insideDhaka && input.shipping !== fees.outsideDhaka) {
        const message = orderMessages.shippingFee(fees.insideDhaka, fees.outsideDhaka);
        throw AppError.badRequest(message, [{ path: 'shipping', message }]);
      }

      const lines = input.products.map((line) => {
        const product = products.get(line.product);
        if (!product) throw new Error('unreachable: missing products were refused above');
        return {
          id: newId(),
          productId: product._id,
          title: product.title,
          img: product.img,
          price: product.price,
          discountPrice: product.discountPrice,
          quantity: line.quantity,
        };
      });
      const { subtotal, total } = priceOrder(lines, input.shipping);
      if (total !== input.total) {
        const message = orderMessages.staleTotal(total);
        throw AppError.conflict(message, [{ path: 'total', message }]);
      }

      const order: NewOrder = {
        id: newId(),
        status: 'pending',
        name: input.name,
        phone: input.phone,
        city: input.city,
        address: input.address,
        shipping: input.shipping,
        subtotal,
        total,
        note: '',
        createdAt: nowIso(),
        lines,
      };

      try {
        await repository.db.transaction().execute(async (trx) => {
          const invoiceNumber = await repository.nextInvoiceNumber(trx);
          await repository.insertOrder(trx, order, invoiceNumber);
          if (idempotencyKey) {
            await repository.insertIdempotencyKey(trx, {
              key: idempotencyKey,
              orderId: order.id,
              requestHash,
              createdAt: order.createdAt,
            });
          }
        });
      } catch (error) {
        // The same key raced in from a second request and won: answer with its order, store nothing.
        if (idempotencyKey && isUniqueViolation(error)) {
          const previous = await replay(idempotencyKey, requestHash);
          if (previous) return previous;
        }
        throw error;
      }

      const saved = await repository.findOrder(order.id);
      if (!saved) throw new Error('order vanished right after its transaction committed');
      return { order: saved, created: true };
    },

    async getOrder(id: string): Promise<Order> {
      const order = await repository.findOrder(id);
      if (!order) throw AppError.notFound(orderMessages.notFound);
      return order;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
