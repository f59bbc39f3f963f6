import { createHash } from 'node:crypto';
import {
  type CreateOrderParsed,
  type DashboardStats,
  effectivePrice,
  type FieldError,
  formatInvoiceNumber,
  formatTaka,
  normalizeBangladeshiMobile,
  type Order,
  type OrderListMeta,
  type OrderListQuery,
  type OrderStatus,
  type PeriodStats,
} from '@haat/contract';
import { isUniqueViolation } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { addShopDays, shopDate, shopDateOfUtcHour, startOfShopDate } from '../../lib/shop-time.js';
import { nowIso } from '../../lib/time.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { NewOrder, OrderFilters, OrdersRepository } from './orders.repository.js';

export const orderMessages = {
  notFound: 'এই অর্ডারটি পাওয়া যায়নি',
  productGone: 'এই পণ্যটি এখন আর পাওয়া যাচ্ছে না',
  shippingFee: (inside: number, outside: number) =>
    `ডেলিভারি চার্জ ঢাকার ভিতরে ${formatTaka(inside)} অথবা ঢাকার বাইরে ${formatTaka(outside)} হতে হবে`,
  staleTotal: (total: number) =>
    `দাম পরিবর্তিত হয়েছে। আপনার অর্ডারের বর্তমান মোট ${formatTaka(total)} (${total} টাকা)। আবার দেখে অর্ডার করুন।`,
  idempotencyMismatch: 'এই Idempotency-Key আগে অন্য একটি অর্ডারে ব্যবহার হয়েছে',
  idMismatch: 'অনুরোধের আইডি আর ঠিকানার আইডি মেলে না',
  duplicate: (invoice: string) =>
    `এই নম্বর থেকে একই পণ্যের অর্ডার কিছুক্ষণ আগেই নেওয়া হয়েছে (${invoice})। নতুন করে অর্ডার করার দরকার নেই — আমরা শীঘ্রই ফোন করব।`,
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

export function createOrdersService(deps: {
  repository: OrdersRepository;
  catalog: CatalogService;
  settings: SettingsService;
  /** The same phone ordering the same items within this many minutes is refused with 409. 0: off. */
  duplicateWindowMinutes?: number;
}) {
  const { repository, catalog, settings, duplicateWindowMinutes = 0 } = deps;

  /** A double tap or an impatient second try without an Idempotency-Key must not ship twice. */
  async function refuseRepeatedOrder(input: CreateOrderParsed) {
    if (duplicateWindowMinutes <= 0) return;
    const since = new Date(Date.now() - duplicateWindowMinutes * 60_000).toISOString();
    const wanted = input.products
      .map((line) => `${line.product}×${line.quantity}`)
      .sort()
      .join(',');
    for (const recent of await repository.recentOrdersByPhone(input.phone, since)) {
      const had = recent.lines
        .map((line) => `${line.product_id}×${line.quantity}`)
        .sort()
        .join(',');
      if (had === wanted)
        throw AppError.conflict(orderMessages.duplicate(formatInvoiceNumber(recent.invoiceNumber)));
    }
  }

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
      await refuseRepeatedOrder(input);

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
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
