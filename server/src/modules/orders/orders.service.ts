import { createHash } from 'node:crypto';
import {
  type CreateOrderParsed,
  type DashboardStats,
  effectivePrice,
  type FieldError,
  formatTaka,
  normalizeBangladeshiMobile,
  type Order,
  type OrderListMeta,
  type OrderListQuery,
  type OrderStatus,
  type PeriodStats,
  type Product,
} from '@haat/contract';
import { isUniqueViolation } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { addShopDays, shopDate, shopDateOfUtcHour, startOfShopDate } from '../../lib/shop-time.js';
import { nowIso } from '../../lib/time.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { type BatchOutcome, createBatcher } from './orders.batcher.js';
import type { NewOrder, OrderFilters, OrdersRepository } from './orders.repository.js';

export const orderMessages = {
  notFound: 'এই অর্ডারটি পাওয়া যায়নি',
  productGone: 'এই পণ্যটি এখন আর পাওয়া যাচ্ছে না',
  shippingFee: (inside: number, outside: number) =>
    `ডেলিভারি চার্জ ঢাকার ভিতরে ${formatTaka(inside)} অথবা ঢাকার বাইরে ${formatTaka(outside)} হতে হবে`,
  staleTotal: (total: number) =>
    `দাম পরিবর্তিত হয়েছে। আপনার অর্ডারের বর্তমান মোট ${formatTaka(total)}। আবার দেখে অর্ডার করুন।`,
  idempotencyMismatch: 'এই Idempotency-Key আগে অন্য একটি অর্ডারে ব্যবহার হয়েছে',
  idMismatch: 'অনুরোধের আইডি আর ঠিকানার আইডি মেলে না',
  // Names no earlier order: whoever sends someone else's phone with the same basket learns nothing.
  duplicate:
    'এই নম্বর থেকে এই পণ্যগুলোর একটি অর্ডার এইমাত্র নেওয়া হয়েছে। নতুন করে অর্ডার করার দরকার নেই — আমরা শীঘ্রই ফোন করব।',
  deleted: 'অর্ডারটি মুছে ফেলা হয়েছে',
  statusUpdated: 'Status updated',
  dateRange: 'শুরুর তারিখ শেষের তারিখের পরে হতে পারে না',
} as const;

/**
 * How a search box entry is read: text for names, its digits for phones (Bengali digits and a +88
 * prefix understood), and `INV-1234` or `1234` for an invoice number.
 */
export function parseOrderSearch(raw: string): NonNullable<OrderFilters['search']> {
  const text = raw.trim();
  const asciiDigits = text.replace(/[০-৯]/g, (digit) => String('০১২৩৪৫৬৭৮৯'.indexOf(digit)));
  const digits = asciiDigits.replace(/[\s\-+()]/g, '');
  const phone = normalizeBangladeshiMobile(asciiDigits);
  const phoneDigits = phone ?? (/^\d{3,}$/.test(digits) ? digits : null);
  const invoice = /^(?:INV-?)?(\d{1,9})$/i.exec(text);
  return { text, phoneDigits, invoiceNumber: invoice ? Number(invoice[1]) : null };
}

const emptyPeriod = (): PeriodStats => ({
  orders: 0,
  revenue: { delivered: 0, open: 0 },
  byStatus: { pending: 0, shipped: 0, delivered: 0, cancelled: 0 },
});

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

/** One order waiting for its batch: the request as parsed, and its Idempotency-Key if it had one. */
interface OrderRequest {
  input: CreateOrderParsed;
  idempotency?: { key: string; requestHash: string } | undefined;
}

/** The most orders one transaction writes: a burst is split rather than held in one long write. */
const MAX_ORDERS_PER_BATCH = 100;

/** The same basket whatever the order of its lines: what the duplicate guard compares. */
const basketOf = (lines: ReadonlyArray<{ product: string; quantity: number }>) =>
  lines
    .map((line) => `${line.product}×${line.quantity}`)
    .sort()
    .join(',');

export function createOrdersService(deps: {
  repository: OrdersRepository;
  catalog: CatalogService;
  settings: SettingsService;
  /** The same phone ordering the same items within this many minutes is refused with 409. 0: off. */
  duplicateWindowMinutes?: number;
  /** How many days an order's link shows it to anyone who has it (ORDER_LINK_DAYS). */
  publicReadDays?: number;
}) {
  const { repository, catalog, settings, duplicateWindowMinutes = 0, publicReadDays = 3 } = deps;

  /** The order as stored: each line a current product, the fee a shop fee, the total the server's. */
  function priceRequest(
    input: CreateOrderParsed,
    products: ReadonlyMap<string, Product>,
    fees: { insideDhaka: number; outsideDhaka: number },
  ): NewOrder {
    const missing: FieldError[] = input.products.flatMap((line, index) =>
      products.has(line.product)
        ? []
        : [{ path: `products.${index}.product`, message: orderMessages.productGone }],
    );
    if (missing.length > 0) throw AppError.badRequest(orderMessages.productGone, missing);

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
    return {
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
  }

  /**
   * Writes one batch of order requests in one transaction (decision 010). Each request is judged on
   * its own, in the order of the old one-order path: a replayed Idempotency-Key answers the order it
   * created (or 409 if the request differs), then the prices and fees, then the duplicate guard. A
   * refused request fails alone; the accepted ones get consecutive invoice numbers and are written
   * together. The outcomes are answered after the commit, from what was written.
   */
  async function writeOrders(requests: OrderRequest[]): Promise<BatchOutcome<CreateOrderResult>[]> {
    // Read once for the whole batch just before its transaction, as each order read them just before
    // its own: an admin's change that has committed is always seen.
    const products = await catalog.findProductsByIds([
      ...new Set(requests.flatMap((request) => request.input.products.map((line) => line.product))),
    ]);
    const fees = await settings.allowedShippingFees();
    for (let attempt = 1; ; attempt++) {
      try {
        return await writeOrdersOnce(requests, products, fees);
      } catch (error) {
        // Another server process stored one of these keys meanwhile: the batch rolled back, and the
        // next attempt finds the key and answers that process's order for it.
        if (attempt < 3 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  async function writeOrdersOnce(
    requests: OrderRequest[],
    products: ReadonlyMap<string, Product>,
    fees: { insideDhaka: number; outsideDhaka: number },
  ): Promise<BatchOutcome<CreateOrderResult>[]> {
    interface Accepted {
      order: NewOrder;
      idempotency: OrderRequest['idempotency'];
      saved?: Order;
    }
    const accepted: Accepted[] = [];
    // An answer may depend on an invoice number handed out later in the transaction (a key or a
    // basket repeated inside the batch names the first order), so each is built after the writes.
    const answers: Array<() => BatchOutcome<CreateOrderResult>> = [];
    const savedOf = (entry: Accepted) => {
      if (!entry.saved) throw new Error('unreachable: every accepted order is written before answering');
      return entry.saved;
    };

    await repository.db.transaction().execute(async (trx) => {
      const keys = requests.flatMap((request) => (request.idempotency ? [request.idempotency.key] : []));
      const storedKeys = keys.length > 0 ? await repository.findIdempotencyKeys(trx, keys) : new Map();
      const batchKeys = new Map<string, Accepted>();

      // A double tap or an impatient second try without an Idempotency-Key must not ship twice: the
      // same phone and basket as a recent order, or as an earlier order of this batch, is refused.
      const guard = duplicateWindowMinutes > 0;
      const since = new Date(Date.now() - duplicateWindowMinutes * 60_000).toISOString();
      const recentBaskets = new Set<string>();
      if (guard) {
        const phones = [...new Set(requests.map((request) => request.input.phone))];
        for (const recent of await repository.recentOrdersByPhones(trx, phones, since)) {
          const basket = basketOf(
            recent.lines.map((line) => ({ product: line.product_id, quantity: line.quantity })),
          );
          recentBaskets.add(`${recent.phone} ${basket}`);
        }
      }
      const batchBaskets = new Set<string>();

      for (const request of requests) {
        const { input, idempotency } = request;
        try {
          if (idempotency) {
            const stored = storedKeys.get(idempotency.key);
            const earlier = batchKeys.get(idempotency.key);
            const requestHash = stored?.requestHash ?? earlier?.idempotency?.requestHash;
            if (requestHash !== undefined && requestHash !== idempotency.requestHash)
              throw AppError.conflict(orderMessages.idempotencyMismatch);
            if (stored) {
              const order = await repository.findOrder(stored.orderId, trx);
              if (!order) throw new Error('an idempotency key outlived its order');
              answers.push(() => ({ ok: true, value: { order, created: false } }));
              continue;
            }
            if (earlier) {
              answers.push(() => ({ ok: true, value: { order: savedOf(earlier), created: false } }));
              continue;
            }
          }

          const order = priceRequest(input, products, fees);
          const basket = `${input.phone} ${basketOf(input.products)}`;
          if (guard && (recentBaskets.has(basket) || batchBaskets.has(basket))) {
            throw AppError.conflict(orderMessages.duplicate);
          }

          const entry: Accepted = { order, idempotency };
          accepted.push(entry);
          if (idempotency) batchKeys.set(idempotency.key, entry);
          if (guard) batchBaskets.add(basket);
          answers.push(() => ({ ok: true, value: { order: savedOf(entry), created: true } }));
        } catch (error) {
          // A refusal belongs to its request alone; anything else is a fault that fails the batch.
          if (!(error instanceof AppError)) throw error;
          answers.push(() => ({ ok: false, error }));
        }
      }
      if (accepted.length === 0) return;

      const firstInvoice = await repository.reserveInvoiceNumbers(trx, accepted.length);
      const saved = await repository.insertOrders(
        trx,
        accepted.map((entry, index) => ({ order: entry.order, invoiceNumber: firstInvoice + index })),
      );
      accepted.forEach((entry, index) => {
        entry.saved = saved[index];
      });
      await repository.insertIdempotencyKeys(
        trx,
        accepted.flatMap(({ order, idempotency }) =>
          idempotency
            ? [
                {
                  key: idempotency.key,
                  orderId: order.id,
                  requestHash: idempotency.requestHash,
                  createdAt: order.createdAt,
                },
              ]
            : [],
        ),
      );
    });
    return answers.map((answer) => answer());
  }

  const batcher = createBatcher({ write: writeOrders, maxItems: MAX_ORDERS_PER_BATCH });

  return {
    priceOrder,

    /**
     * Places a cash-on-delivery order: every line must be a current product, the shipping fee one of
     * the shop's two fees, and the client's total equal to the server's; then the order, its lines
     * (with a snapshot of each product), its invoice number and its idempotency key are written in one
     * transaction, shared with the orders that arrived at the same time (group commit, decision 010).
     * The order is answered only after that transaction has committed.
     */
    createOrder(input: CreateOrderParsed, idempotencyKey?: string): Promise<CreateOrderResult> {
      return batcher.submit({
        input,
        idempotency: idempotencyKey ? { key: idempotencyKey, requestHash: hashRequest(input) } : undefined,
      });
    },

    /** The back office's order list: newest first, one page, with counts per status for the filter. */
    async listOrders(
      query: OrderListQuery & { page: number; limit: number },
    ): Promise<{ orders: Order[]; meta: OrderListMeta }> {
      if (query.from && query.to && query.from > query.to) {
        throw AppError.badRequest(orderMessages.dateRange, [
          { path: 'from', message: orderMessages.dateRange },
        ]);
      }
      const filters: OrderFilters = {
        search: query.search ? parseOrderSearch(query.search) : undefined,
        createdFrom: query.from ? startOfShopDate(query.from) : undefined,
        createdBefore: query.to ? startOfShopDate(addShopDays(query.to, 1)) : undefined,
      };
      const counts = await repository.countByStatus(filters);
      const all = counts.pending + counts.shipped + counts.delivered + counts.cancelled;
      const orders = await repository.listOrders(
        { ...filters, status: query.status },
        { offset: (query.page - 1) * query.limit, limit: query.limit },
      );
      return {
        orders,
        meta: {
          page: query.page,
          limit: query.limit,
          total: query.status ? counts[query.status] : all,
          counts: { all, ...counts },
        },
      };
    },

    async updateStatus(id: string, body: { status: OrderStatus; id?: string | undefined }): Promise<Order> {
      if (body.id !== undefined && body.id !== id) {
        throw AppError.badRequest(orderMessages.idMismatch, [
          { path: 'id', message: orderMessages.idMismatch },
        ]);
      }
      if (!(await repository.updateStatus(id, body.status, nowIso())))
        throw AppError.notFound(orderMessages.notFound);
      const order = await repository.findOrder(id);
      if (!order) throw AppError.notFound(orderMessages.notFound);
      return order;
    },

    async deleteOrder(id: string): Promise<string> {
      if (!(await repository.deleteOrder(id))) throw AppError.notFound(orderMessages.notFound);
      return orderMessages.deleted;
    },

    /** Today, the last 7 and the last 30 shop days (Dhaka), aggregated in the database. */
    async dashboardStats(now: Date = new Date()): Promise<DashboardStats> {
      const today = shopDate(now);
      const firstDay = addShopDays(today, -29);
      const weekStart = addShopDays(today, -6);
      const buckets = await repository.hourlyTotals(startOfShopDate(firstDay));

      const periods = { today: emptyPeriod(), last7Days: emptyPeriod(), last30Days: emptyPeriod() };
      const daily = new Map<string, { orders: number; revenue: number }>();
      for (let day = 0; day < 30; day++) daily.set(addShopDays(firstDay, day), { orders: 0, revenue: 0 });

      for (const bucket of buckets) {
        const date = shopDateOfUtcHour(bucket.hour);
        const inPeriods = [periods.last30Days];
        if (date >= weekStart) inPeriods.push(periods.last7Days);
        if (date === today) inPeriods.push(periods.today);
        for (const period of inPeriods) {
          period.orders += bucket.count;
          period.byStatus[bucket.status] += bucket.count;
          if (bucket.status === 'delivered') period.revenue.delivered += bucket.revenue;
          if (bucket.status === 'pending' || bucket.status === 'shipped')
            period.revenue.open += bucket.revenue;
        }
        const day = daily.get(date);
        if (day && bucket.status !== 'cancelled') {
          day.orders += bucket.count;
          day.revenue += bucket.revenue;
        }
      }

      const latest = await repository.latestOrders(8);
      return {
        periods,
        daily: [...daily].map(([date, totals]) => ({ date, ...totals })),
        latestOrders: latest.map((row) => ({
          _id: row.id,
          invoiceNumber: row.invoice_number,
          name: row.name,
          total: row.total,
          status: row.status,
          createdAt: row.created_at,
        })),
      };
    },

    async getOrder(id: string): Promise<Order> {
      const order = await repository.findOrder(id);
      if (!order) throw AppError.notFound(orderMessages.notFound);
      return order;
    },

    /**
     * An order read by its id without signing in (the success page's link): its name, phone and
     * address are shown only for a short while after it was placed, then it answers as an unknown
     * order would. The browser that placed the order keeps its own copy; admins read it through
     * `getOrder`.
     */
    async getRecentOrder(id: string): Promise<Order> {
      const order = await repository.findOrder(id);
      if (!order) throw AppError.notFound(orderMessages.notFound);
      const shownUntil = Date.parse(order.createdAt) + publicReadDays * 24 * 60 * 60 * 1000;
      if (Date.now() >= shownUntil) throw AppError.notFound(orderMessages.notFound);
      return order;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
