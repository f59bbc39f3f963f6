import { createHash } from 'node:crypto';
import {
  type CreateOrderParsed,
  type Order,
  type OrderRisk,
  PHONE_CODES_PER_PHONE_HOUR,
  type PhoneCheckMode,
  type Product,
  type StaffOrderParsed,
} from '@haat/contract';
import { AppError, UniqueViolationError } from '../../../lib/errors.js';
import { newId } from '../../../lib/ids.js';
import type { CatalogService } from '../../catalog/catalog.service.js';
import type { PurchaseEvents } from '../../conversions/conversions.service.js';
import { asksForCode, type PhoneCheckService } from '../../phone-check/phone-check.service.js';
import { assessOrder } from '../../risk/assessment.js';
import type { RiskScreen, RiskService } from '../../risk/risk.service.js';
import type { SettingsService } from '../../settings/settings.service.js';
import { orderMessages } from '../order-messages.js';
import type { Actor, NewOrder } from '../order-records.js';
import type { OrdersRepository } from '../orders.repository.js';
import { type BatchOutcome, createBatcher } from './batcher.js';
import { priceOrder, priceStaffOrder } from './pricing.js';

export interface CreateOrderResult {
  order: Order;
  /** False when an Idempotency-Key replay returned the order created the first time. */
  created: boolean;
}

/**
 * An order as its customer's browser gets it: without the fake-order assessment, and an order on hold
 * shown as received (`pending`), which is what it is to them: waiting for the shop's call. A held
 * order's customer sees the same success page as anyone (issue 17), and a prankster learns nothing.
 */
export const customerView = (order: Order): Order => ({
  ...order,
  status: order.status === 'on_hold' ? 'pending' : order.status,
  risk: null,
});

const hashRequest = (input: CreateOrderParsed | { staff: StaffOrderParsed }) =>
  createHash('sha256').update(JSON.stringify(input)).digest('hex');

/**
 * One order waiting for its batch: what was asked (the phone and basket the duplicate guard compares),
 * how to price it from the batch's products and fees, its Idempotency-Key if it had one, and who
 * placed it: the customer on the page (`enteredBy` null) or staff entering a Messenger or phone order.
 */
interface OrderRequest {
  input: { phone: string; products: ReadonlyArray<{ product: string; quantity: number }> };
  price: (
    products: ReadonlyMap<string, Product>,
    fees: { insideDhaka: number; outsideDhaka: number },
  ) => NewOrder;
  idempotency?: { key: string; requestHash: string } | undefined;
  origin: OrderOrigin;
  enteredBy: Actor | null;
}

/** Where an order came from, as the server saw it: kept on its timeline for staff (and fraud checks). */
export interface OrderOrigin {
  /** The client's address (past the trusted proxies, TRUST_PROXY). */
  address: string;
  userAgent: string;
  /** The page the form was on, and Meta's `_fbp`/`_fbc` cookies: for the purchase event (issue 16). */
  pageUrl?: string;
  fbp?: string | null;
  fbc?: string | null;
  /** The storefront's device id (a random id its browser keeps), when it sent one (issue 17). */
  deviceId?: string | undefined;
}

/** A browser's user agent is a few hundred characters; anything longer is cut, not refused. */
const MAX_USER_AGENT_LENGTH = 300;

const HOUR_MS = 60 * 60 * 1000;

/** The most orders one transaction writes: a burst is split rather than held in one long write. */
const MAX_ORDERS_PER_BATCH = 100;

/** The same basket whatever the order of its lines: what the duplicate guard compares. */
const basketOf = (lines: ReadonlyArray<{ product: string; quantity: number }>) =>
  lines
    .map((line) => `${line.product}×${line.quantity}`)
    .sort()
    .join(',');

/**
 * Placing an order and reading it back: pricing (pricing.ts), the Idempotency-Key, the duplicate
 * guard, and group commit (batcher.ts, decision 010).
 */
export function createOrderPlacementService(deps: {
  repository: OrdersRepository;
  catalog: CatalogService;
  settings: SettingsService;
  /** The same phone ordering the same items within this many minutes is refused with 409. 0: off. */
  duplicateWindowMinutes?: number;
  /** How many days an order's link shows it to anyone who has it (ORDER_LINK_DAYS). */
  publicReadDays?: number;
  /** The Conversions API's purchase events, when the owner has turned them on (issue 16). */
  purchaseEvents?: PurchaseEvents;
  /** The fake-order check's settings and blocklist (issue 17); without it nothing is assessed. */
  risk?: RiskService;
  /** The optional code by SMS (issue 17, item 3); asked as the fake-order settings say, with a gateway. */
  phoneCheck?: PhoneCheckService;
  /** Orders one phone may place an hour on the page (ORDER_PHONE_LIMIT); beyond it a 429. */
  phoneHourlyLimit?: number;
}) {
  const { repository, catalog, settings, duplicateWindowMinutes = 0, publicReadDays = 3 } = deps;
  const { purchaseEvents, risk, phoneCheck, phoneHourlyLimit = Number.POSITIVE_INFINITY } = deps;

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
    const reportPurchases = (await purchaseEvents?.enabled()) ?? false;
    const pagePhones = requests
      .filter((request) => request.enteredBy === null)
      .map((request) => request.input.phone);
    const screen = (await risk?.screen([...new Set(pagePhones)])) ?? null;
    // Codes are asked only when they can be sent: a saved SMS gateway account.
    const wantedCodes = screen?.settings.phoneCheck ?? 'off';
    const codeMode: PhoneCheckMode =
      wantedCodes !== 'off' && pagePhones.length > 0 && (await phoneCheck?.ready()) ? wantedCodes : 'off';
    for (let attempt = 1; ; attempt++) {
      try {
        const outcomes = await writeOrdersOnce(requests, products, fees, reportPurchases, screen, codeMode);
        if (reportPurchases) purchaseEvents?.committed();
        if (screen) risk?.committed();
        if (codeMode !== 'off') phoneCheck?.committed();
        return outcomes;
      } catch (error) {
        // Another server process stored one of these keys meanwhile: the batch rolled back, and the
        // next attempt finds the key and answers that process's order for it.
        if (attempt < 3 && error instanceof UniqueViolationError) continue;
        throw error;
      }
    }
  }

  async function writeOrdersOnce(
    requests: OrderRequest[],
    products: ReadonlyMap<string, Product>,
    fees: { insideDhaka: number; outsideDhaka: number },
    reportPurchases: boolean,
    screen: RiskScreen | null,
    codeMode: PhoneCheckMode,
  ): Promise<BatchOutcome<CreateOrderResult>[]> {
    interface Accepted {
      order: NewOrder;
      idempotency: OrderRequest['idempotency'];
      request: OrderRequest;
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

    await repository.transaction(async (orders) => {
      await orders.lockOrderWrites();
      const keys = requests.flatMap((request) => (request.idempotency ? [request.idempotency.key] : []));
      const storedKeys = await orders.findIdempotencyKeys(keys);
      const batchKeys = new Map<string, Accepted>();

      // A double tap or an impatient second try without an Idempotency-Key must not ship twice: the
      // same phone and basket as a recent order, or as an earlier order of this batch, is refused.
      const guard = duplicateWindowMinutes > 0;
      const since = new Date(Date.now() - duplicateWindowMinutes * 60_000).toISOString();
      const recentBaskets = new Set<string>();
      if (guard) {
        const phones = [...new Set(requests.map((request) => request.input.phone))];
        for (const recent of await orders.recentBasketsByPhones(phones, since))
          recentBaskets.add(`${recent.phone} ${basketOf(recent.lines)}`);
      }
      const batchBaskets = new Set<string>();
      const riskFacts = await readRiskFacts(orders, requests, screen);
      const codesAsked =
        codeMode === 'off'
          ? new Map<string, number>()
          : await orders.codesAskedSince(
              [...new Set(requests.map((request) => request.input.phone))],
              new Date(Date.now() - HOUR_MS).toISOString(),
            );

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
              const order = await orders.findOrder(stored.orderId);
              if (!order) throw new Error('an idempotency key outlived its order');
              answers.push(() => ({ ok: true, value: { order, created: false } }));
              continue;
            }
            if (earlier) {
              answers.push(() => ({ ok: true, value: { order: savedOf(earlier), created: false } }));
              continue;
            }
          }

          const order = request.price(products, fees);
          // Staff entering an order mean it: the guard is for a customer's double tap.
          const guarded = guard && request.enteredBy === null;
          const basket = `${input.phone} ${basketOf(input.products)}`;
          if (guarded && (recentBaskets.has(basket) || batchBaskets.has(basket))) {
            throw AppError.conflict(orderMessages.duplicate);
          }

          // Orders placed on the page: a phone past its hourly limit is refused (a flood, not a
          // customer); every other one is assessed, and a risky one arrives on hold for a call.
          if (request.enteredBy === null && riskFacts) {
            if (riskFacts.ordersThisHour(input.phone) >= phoneHourlyLimit)
              throw AppError.tooManyRequests(orderMessages.phoneLimit);
            const deviceId = request.origin.deviceId ?? null;
            order.deviceId = deviceId;
            order.risk = riskFacts.assess(order, request.origin.address, deviceId);
            if (order.risk.held) order.status = 'on_hold';
            riskFacts.counted(order.phone, deviceId);
            // The phone check (decision 040): the order waits on hold for its code, or for a call
            // if the code never comes. A phone already sent its hour's codes gets the call only.
            const asked = codesAsked.get(order.phone) ?? 0;
            if (asksForCode(codeMode, order.risk.held)) {
              order.status = 'on_hold';
              if (asked < PHONE_CODES_PER_PHONE_HOUR) {
                order.phoneCheck = 'waiting';
                codesAsked.set(order.phone, asked + 1);
              }
            }
          }

          const entry: Accepted = { order, idempotency, request };
          accepted.push(entry);
          if (idempotency) batchKeys.set(idempotency.key, entry);
          if (guarded) batchBaskets.add(basket);
          answers.push(() => ({ ok: true, value: { order: savedOf(entry), created: true } }));
        } catch (error) {
          // A refusal belongs to its request alone; anything else is a fault that fails the batch.
          if (!(error instanceof AppError)) throw error;
          answers.push(() => ({ ok: false, error }));
        }
      }
      if (accepted.length === 0) return;

      const firstInvoice = await orders.reserveInvoiceNumbers(accepted.length);
      // Orders placed on the page tell Meta of the sale, from the outbox once this commits (the
      // status table's `purchase-event`, decision 047): staff-entered ones have no browser behind them.
      const saved = await orders.insertOrders(
        accepted.map(({ order, request: { origin, enteredBy } }, index) => ({
          order,
          invoiceNumber: firstInvoice + index,
          arrival:
            enteredBy === null
              ? {
                  cause: 'page-order' as const,
                  purchase: reportPurchases
                    ? {
                        clientAddress: origin.address,
                        userAgent: origin.userAgent.slice(0, MAX_USER_AGENT_LENGTH),
                        pageUrl: origin.pageUrl ?? '',
                        fbp: origin.fbp ?? null,
                        fbc: origin.fbc ?? null,
                      }
                    : null,
                }
              : { cause: 'staff-entry' as const, purchase: null },
        })),
      );
      accepted.forEach((entry, index) => {
        entry.saved = saved[index];
      });
      // Where each order came from opens its timeline, in the same commit as the order.
      await orders.insertEvents(
        accepted.map(({ order, request: { origin, enteredBy } }) => ({
          id: newId(),
          orderId: order.id,
          at: order.createdAt,
          actor: enteredBy,
          kind: 'created' as const,
          data: {
            address: origin.address,
            userAgent: origin.userAgent.slice(0, MAX_USER_AGENT_LENGTH),
            ...(order.source === 'web' ? {} : { source: order.source }),
            ...(order.deviceId ? { device: order.deviceId } : {}),
            ...(order.risk?.held ? { held: true } : {}),
            ...(order.phoneCheck ? { phoneCheck: true } : {}),
          },
        })),
      );
      // Their first codes, sent from the outbox once this commits.
      await orders.insertPhoneChecks(
        accepted.flatMap(({ order }) =>
          order.phoneCheck ? [{ orderId: order.id, phone: order.phone }] : [],
        ),
        accepted[0]?.order.createdAt ?? new Date().toISOString(),
      );
      // The courier's history of each new phone is asked after the commit; its answer may still hold
      // the order if staff have not got to it (decision 038).
      if (screen) {
        const courierJobs = accepted.flatMap(({ order }) => {
          const job = order.risk ? screen.courierJob(order.id, order.phone) : null;
          return job ? [job] : [];
        });
        if (courierJobs.length > 0)
          await orders.insertOutboxJobs(
            courierJobs,
            accepted[0]?.order.createdAt ?? new Date().toISOString(),
          );
      }
      await orders.insertIdempotencyKeys(
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

  /**
   * Reads, inside the batch's transaction (after the order-writes lock, so every committed order is
   * counted), what the fake-order check weighs for the batch's page orders: how each phone's orders
   * ended, its recent orders, the phones each device ordered for (decision 038). `counted` adds an
   * order accepted earlier in the batch, so a burst is judged as if its orders came one by one.
   */
  async function readRiskFacts(
    orders: OrdersRepository,
    requests: OrderRequest[],
    screen: RiskScreen | null,
  ) {
    if (!screen) return null;
    const pageRequests = requests.filter((request) => request.enteredBy === null);
    if (pageRequests.length === 0) return null;
    const now = Date.now();
    const windowStart = now - screen.settings.windowHours * HOUR_MS;
    const hourStart = now - HOUR_MS;
    const phones = [...new Set(pageRequests.map((request) => request.input.phone))];
    const devices = [
      ...new Set(
        pageRequests.flatMap((request) => (request.origin.deviceId ? [request.origin.deviceId] : [])),
      ),
    ];
    const records = await orders.riskRecords(
      phones,
      devices,
      new Date(Math.min(windowStart, hourStart)).toISOString(),
    );

    const history = new Map<string, { delivered: number; returned: number; cancelled: number }>();
    for (const { phone, status, count } of records.endings) {
      const ended = history.get(phone) ?? { delivered: 0, returned: 0, cancelled: 0 };
      if (status === 'delivered' || status === 'returned' || status === 'cancelled') ended[status] += count;
      history.set(phone, ended);
    }
    const placedAt = new Map<string, number[]>();
    for (const { phone, createdAt } of records.recentByPhone)
      placedAt.set(phone, [...(placedAt.get(phone) ?? []), Date.parse(createdAt)]);
    const phonesOfDevice = new Map<string, Set<string>>();
    for (const { device, phone } of records.recentByDevice)
      phonesOfDevice.set(device, (phonesOfDevice.get(device) ?? new Set()).add(phone));
    const countSince = (phone: string, since: number) =>
      (placedAt.get(phone) ?? []).filter((at) => at >= since).length;

    return {
      ordersThisHour: (phone: string) => countSince(phone, hourStart),
      assess(order: NewOrder, address: string, device: string | null): OrderRisk {
        const otherPhones = device
          ? [...(phonesOfDevice.get(device) ?? [])].filter((p) => p !== order.phone)
          : [];
        return assessOrder(
          {
            name: order.name,
            city: order.city,
            address: order.address,
            blocked: screen.blockedKinds({ phone: order.phone, address, device }),
            history: history.get(order.phone) ?? { delivered: 0, returned: 0, cancelled: 0 },
            recentOrdersFromPhone: countSince(order.phone, windowStart),
            otherPhonesFromDevice: otherPhones.length,
            courier: screen.courierHistory(order.phone),
          },
          screen.settings,
        );
      },
      counted(phone: string, device: string | null) {
        placedAt.set(phone, [...(placedAt.get(phone) ?? []), now]);
        if (device) phonesOfDevice.set(device, (phonesOfDevice.get(device) ?? new Set()).add(phone));
      },
    };
  }

  const batcher = createBatcher({ write: writeOrders, maxItems: MAX_ORDERS_PER_BATCH });

  return {
    /**
     * Places a cash-on-delivery order: every line must be a current product, the shipping fee one of
     * the shop's two fees, and the client's total equal to the server's; then the order, its lines
     * (with a snapshot of each product), its invoice number and its idempotency key are written in one
     * transaction, shared with the orders that arrived at the same time (group commit, decision 010).
     * The order is answered only after that transaction has committed.
     */
    createOrder(
      input: CreateOrderParsed,
      idempotencyKey: string | undefined,
      origin: OrderOrigin,
    ): Promise<CreateOrderResult> {
      return batcher.submit({
        input,
        price: (products, fees) => priceOrder(input, products, fees),
        origin,
        enteredBy: null,
        idempotency: idempotencyKey ? { key: idempotencyKey, requestHash: hashRequest(input) } : undefined,
      });
    },

    /**
     * Enters an order a customer gave on Messenger or the phone (issue 15): the same prices, fees and
     * batch as the page's, with its source and the staff member who entered it on its timeline. A
     * repeated Idempotency-Key answers the order it placed (a retried tap enters nothing twice).
     */
    async placeStaffOrder(
      input: StaffOrderParsed,
      idempotencyKey: string | undefined,
      origin: OrderOrigin,
      enteredBy: Actor,
    ): Promise<CreateOrderResult> {
      return batcher.submit({
        input,
        price: (products, fees) => priceStaffOrder(input, products, fees),
        origin,
        enteredBy,
        idempotency: idempotencyKey
          ? { key: idempotencyKey, requestHash: hashRequest({ staff: input }) }
          : undefined,
      });
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
      return customerView(order);
    },
  };
}

export type OrderPlacementService = ReturnType<typeof createOrderPlacementService>;
