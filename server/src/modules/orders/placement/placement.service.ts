import { createHash } from 'node:crypto';
import type { CreateOrderParsed, Order, PhoneCheckMode, Product, StaffOrderParsed } from '@haat/contract';
import { AppError, UniqueViolationError } from '../../../lib/errors.js';
import { newId } from '../../../lib/ids.js';
import type { CatalogService } from '../../catalog/catalog.service.js';
import type { PurchaseEvents } from '../../conversions/conversions.service.js';
import type { DeliveryZonesService } from '../../delivery-zones/delivery-zones.service.js';
import type { PhoneCheckService } from '../../phone-check/phone-check.service.js';
import type { RiskScreen, RiskService } from '../../risk/risk.service.js';
import type { SettingsService } from '../../settings/settings.service.js';
import { orderMessages } from '../order-messages.js';
import type { Actor, NewOrder } from '../order-records.js';
import type { OrderArrival } from '../status-move.js';
import { type BatchOutcome, createBatcher } from './batcher.js';
import type { ShopFees } from './delivery-pricing.js';
import {
  basketLine,
  judgeBatch,
  type OrderOrigin,
  type OrderRequest,
  type PlacementFacts,
  type RiskFacts,
} from './placement.judge.js';
import type { PlacementRepository } from './placement.repository.js';
import { priceOrder, priceStaffOrder } from './pricing.js';

export type { OrderOrigin } from './placement.judge.js';

export interface CreateOrderResult {
  order: Order;
  /** False when an Idempotency-Key replay returned the order created the first time. */
  created: boolean;
}

/**
 * An order as its customer's browser gets it: without the fake-order assessment, and an order on hold
 * shown as received (`pending`), which is what it is to them: waiting for the shop's call. A held
 * order's customer sees the same success page as anyone (decision 038), and a prankster learns nothing.
 */
export const customerView = (order: Order): Order => ({
  ...order,
  status: order.status === 'on_hold' ? 'pending' : order.status,
  risk: null,
});

const hashRequest = (input: CreateOrderParsed | { staff: StaffOrderParsed }) =>
  createHash('sha256').update(JSON.stringify(input)).digest('hex');

/** A browser's user agent is a few hundred characters; anything longer is cut, not refused. */
const MAX_USER_AGENT_LENGTH = 300;

const HOUR_MS = 60 * 60 * 1000;

/** The sizes a batch asks for: each line's, or its product's first (decision 064). */
const sizesAsked = (requests: readonly OrderRequest[], products: ReadonlyMap<string, Product>) => [
  ...new Set(
    requests.flatMap((request) =>
      request.input.products.flatMap((line) => {
        const size = line.size ?? products.get(line.product)?.sizes[0]?._id;
        return size ? [size] : [];
      }),
    ),
  ),
];

/** A request as this service submits it: staff may enter an order as confirmed (decision 063). */
type PlacementRequest = OrderRequest & { entersConfirmed?: boolean };

/**
 * How a new order arrives, for the status table (decision 047): one placed on the page tells Meta of
 * the sale while the owner has purchase events on; one staff entered has no browser behind it, and
 * one they enter as confirmed waits for its confirmation's message rather than sending "received".
 */
const arrivalOf = (
  request: PlacementRequest,
  reportPurchases: boolean,
): Pick<OrderArrival, 'cause' | 'purchase'> =>
  request.enteredBy === null
    ? {
        cause: 'page-order',
        purchase: reportPurchases
          ? {
              clientAddress: request.origin.address,
              userAgent: request.origin.userAgent.slice(0, MAX_USER_AGENT_LENGTH),
              pageUrl: request.origin.pageUrl ?? '',
              fbp: request.origin.fbp ?? null,
              fbc: request.origin.fbc ?? null,
            }
          : null,
      }
    : { cause: request.entersConfirmed ? 'staff-entry-confirmed' : 'staff-entry', purchase: null };

/** The most orders one transaction writes: a burst is split rather than held in one long write. */
const MAX_ORDERS_PER_BATCH = 100;

/**
 * Placing an order and reading it back: pricing (pricing.ts), the Idempotency-Key, the duplicate
 * guard, and group commit (batcher.ts, decision 010).
 */
export function createOrderPlacementService(deps: {
  repository: PlacementRepository;
  catalog: CatalogService;
  settings: SettingsService;
  /** The delivery table an order is priced with (decision 067); without it, the one the two fees make. */
  deliveryZones?: Pick<DeliveryZonesService, 'zones'>;
  /** The same phone ordering the same items within this many minutes is refused with 409. 0: off. */
  duplicateWindowMinutes?: number;
  /** How many days an order's link shows it to anyone who has it (ORDER_LINK_DAYS). */
  publicReadDays?: number;
  /** The Conversions API's purchase events, when the owner has turned them on (decision 033). */
  purchaseEvents?: PurchaseEvents;
  /** The fake-order check's settings and blocklist (decision 038); without it nothing is assessed. */
  risk?: RiskService;
  /** The optional code by SMS (decision 040); asked as the fake-order settings say, with a gateway. */
  phoneCheck?: PhoneCheckService;
  /** Orders one phone may place an hour on the page (ORDER_PHONE_LIMIT); beyond it held for a call. */
  phoneHourlyLimit?: number;
  /**
   * Confirms an order staff entered as confirmed, through the one status move (decision 047) as
   * their own tap would; false when it was no longer pending.
   */
  confirmEntered?: (orderId: string, actor: Actor) => Promise<boolean>;
}) {
  const {
    repository,
    catalog,
    settings,
    deliveryZones,
    duplicateWindowMinutes = 0,
    publicReadDays = 3,
  } = deps;
  const { purchaseEvents, risk, phoneCheck, phoneHourlyLimit = Number.POSITIVE_INFINITY } = deps;

  /**
   * Writes one batch of order requests in one transaction (decision 010). Each request is judged on
   * its own, in the order of the old one-order path: a replayed Idempotency-Key answers the order it
   * created (or 409 if the request differs), then the prices and fees, then the duplicate guard. A
   * refused request fails alone; the accepted ones get consecutive invoice numbers and are written
   * together. The outcomes are answered after the commit, from what was written.
   */
  async function writeOrders(requests: PlacementRequest[]): Promise<BatchOutcome<CreateOrderResult>[]> {
    // Read once for the whole batch just before its transaction, as each order read them just before
    // its own: an admin's change that has committed is always seen.
    const products = await catalog.findProductsByIds([
      ...new Set(requests.flatMap((request) => request.input.products.map((line) => line.product))),
    ]);
    const twoFees = await settings.allowedShippingFees();
    // The delivery table (decision 067); without its service, the one drawn from the two fees.
    const fees: ShopFees = { ...twoFees, ...(deliveryZones ? { zones: await deliveryZones.zones() } : {}) };
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

  /**
   * One attempt at a batch: reads the facts after the order-writes lock (so every committed order is
   * seen), judges each request on them (placement.judge.ts, decision 048), and writes what the
   * judgement answers. Answers are built after the writes: a replay inside the batch names an order
   * written later in the transaction.
   */
  async function writeOrdersOnce(
    requests: PlacementRequest[],
    products: ReadonlyMap<string, Product>,
    fees: ShopFees,
    reportPurchases: boolean,
    screen: RiskScreen | null,
    codeMode: PhoneCheckMode,
  ): Promise<BatchOutcome<CreateOrderResult>[]> {
    return repository.transaction(async (orders) => {
      await orders.lockOrderWrites();
      const judgements = judgeBatch(requests, {
        products,
        fees,
        phoneHourlyLimit,
        codeMode,
        batchKeys: new Map(),
        ...(await readFacts(orders, requests, screen, codeMode)),
        stock: await orders.stockOf(sizesAsked(requests, products)),
      });
      const accepted = judgements.flatMap((judgement, index) => {
        const request = requests[index];
        return judgement.outcome === 'write' && request ? [{ order: judgement.order, request, index }] : [];
      });
      const saved = new Map<number, Order>();
      if (accepted.length > 0) {
        const firstInvoice = await orders.reserveInvoiceNumbers(accepted.length);
        const rows = await orders.insertOrders(
          accepted.map(({ order, request }, position) => ({
            order,
            invoiceNumber: firstInvoice + position,
            arrival: arrivalOf(request, reportPurchases),
          })),
        );
        accepted.forEach(({ index }, position) => {
          const order = rows[position];
          if (order) saved.set(index, order);
        });
        await writeCompanions(orders, accepted, screen);
      }
      const answers: BatchOutcome<CreateOrderResult>[] = [];
      for (const judgement of judgements) {
        if (judgement.outcome === 'refused') answers.push({ ok: false, error: judgement.error });
        else if (judgement.outcome === 'write')
          answers.push({ ok: true, value: { order: written(answers.length), created: true } });
        else if ('orderId' in judgement.of) {
          const order = await orders.findOrder(judgement.of.orderId);
          if (!order) throw new Error('an idempotency key outlived its order');
          answers.push({ ok: true, value: { order, created: false } });
        } else answers.push({ ok: true, value: { order: written(judgement.of.batchIndex), created: false } });
      }
      return answers;

      function written(index: number): Order {
        const order = saved.get(index);
        if (!order) throw new Error('unreachable: every accepted order is written before answering');
        return order;
      }
    });
  }

  /**
   * What a batch's judgement reads inside its transaction: the stored keys, the duplicate guard's
   * recent baskets, the fake-order check's records of the page orders' phones and devices (decision
   * 038), and the codes each phone was asked for this hour (decision 040).
   */
  async function readFacts(
    orders: PlacementRepository,
    requests: OrderRequest[],
    screen: RiskScreen | null,
    codeMode: PhoneCheckMode,
  ): Promise<Pick<PlacementFacts, 'storedKeys' | 'baskets' | 'risk' | 'codesAsked'>> {
    const now = Date.now();
    const phones = [...new Set(requests.map((request) => request.input.phone))];
    const keys = requests.flatMap((request) => (request.idempotency ? [request.idempotency.key] : []));
    const storedKeys = await orders.findIdempotencyKeys(keys);
    let baskets: Set<string> | null = null;
    if (duplicateWindowMinutes > 0) {
      const since = new Date(now - duplicateWindowMinutes * 60_000).toISOString();
      baskets = new Set(
        (await orders.recentBasketsByPhones(phones, since)).map(
          (recent) =>
            `${recent.phone} ${recent.lines
              .map((line) => basketLine(line.product, line.size, line.quantity))
              .sort()
              .join(',')}`,
        ),
      );
    }
    const risk = await readRiskFacts(orders, requests, screen, now);
    const codesAsked =
      codeMode === 'off'
        ? new Map<string, number>()
        : await orders.codesAskedSince(phones, new Date(now - HOUR_MS).toISOString());
    return { storedKeys, baskets, risk, codesAsked };
  }

  async function readRiskFacts(
    orders: PlacementRepository,
    requests: OrderRequest[],
    screen: RiskScreen | null,
    now: number,
  ): Promise<RiskFacts | null> {
    if (!screen) return null;
    const pageRequests = requests.filter((request) => request.enteredBy === null);
    if (pageRequests.length === 0) return null;
    const phones = [...new Set(pageRequests.map((request) => request.input.phone))];
    const devices = [
      ...new Set(
        pageRequests.flatMap((request) => (request.origin.deviceId ? [request.origin.deviceId] : [])),
      ),
    ];
    const since = Math.min(now - screen.settings.windowHours * HOUR_MS, now - HOUR_MS);
    const records = await orders.riskRecords(phones, devices, new Date(since).toISOString());
    const endings = new Map<string, { delivered: number; returned: number; cancelled: number }>();
    for (const { phone, status, count } of records.endings) {
      const ended = endings.get(phone) ?? { delivered: 0, returned: 0, cancelled: 0 };
      if (status === 'delivered' || status === 'returned' || status === 'cancelled') ended[status] += count;
      endings.set(phone, ended);
    }
    const placedAt = new Map<string, number[]>();
    for (const { phone, createdAt } of records.recentByPhone)
      placedAt.set(phone, [...(placedAt.get(phone) ?? []), Date.parse(createdAt)]);
    const phonesOfDevice = new Map<string, Set<string>>();
    for (const { device, phone } of records.recentByDevice)
      phonesOfDevice.set(device, (phonesOfDevice.get(device) ?? new Set()).add(phone));
    return { screen, endings, placedAt, phonesOfDevice, now };
  }

  /**
   * What each accepted order writes with it: where it came from (its timeline's first entry), its
   * first phone code, the courier-history job, and its Idempotency-Key.
   */
  async function writeCompanions(
    orders: PlacementRepository,
    accepted: ReadonlyArray<{ order: NewOrder; request: OrderRequest }>,
    screen: RiskScreen | null,
  ): Promise<void> {
    const now = accepted[0]?.order.createdAt ?? new Date().toISOString();
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
    // A phone that orders leaves no incomplete checkout open (decision 039).
    await orders.closeDrafts(
      accepted.map(({ order }) => ({ phone: order.phone, orderId: order.id })),
      now,
    );
    // Their first codes, sent from the outbox once this commits.
    await orders.insertPhoneChecks(
      accepted.flatMap(({ order }) => (order.phoneCheck ? [{ orderId: order.id, phone: order.phone }] : [])),
      now,
    );
    // The courier's history of each new phone is asked after the commit; its answer may still hold
    // the order if staff have not got to it (decision 038).
    if (screen) {
      const courierJobs = accepted.flatMap(({ order }) => {
        const job = order.risk ? screen.courierJob(order.id, order.phone) : null;
        return job ? [job] : [];
      });
      if (courierJobs.length > 0) await orders.insertOutboxJobs(courierJobs, now);
    }
    await orders.insertIdempotencyKeys(
      accepted.flatMap(({ order, request: { idempotency } }) =>
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
     * Enters an order a customer gave on Messenger or the phone (decision 027): the same prices, fees and
     * batch as the page's, with its source and the staff member who entered it on its timeline. A
     * repeated Idempotency-Key answers the order it placed (a retried tap enters nothing twice).
     */
    async placeStaffOrder(
      input: StaffOrderParsed,
      idempotencyKey: string | undefined,
      origin: OrderOrigin,
      enteredBy: Actor,
    ): Promise<CreateOrderResult> {
      const result = await batcher.submit({
        input,
        price: (products, fees) => priceStaffOrder(input, products, fees),
        origin,
        enteredBy,
        // Confirmed only by the move below; without a way to make it, the order stays new.
        entersConfirmed: input.status === 'confirmed' && deps.confirmEntered !== undefined,
        idempotency: idempotencyKey
          ? { key: idempotencyKey, requestHash: hashRequest({ staff: input }) }
          : undefined,
      });
      // Staff who took the order themselves have confirmed it: the move is theirs, recorded as any
      // confirmation. An order the fake-order check held stays held for its reason to be read.
      if (!result.created || input.status !== 'confirmed' || result.order.status !== 'pending') return result;
      if (!(await deps.confirmEntered?.(result.order._id, enteredBy))) return result;
      return { ...result, order: (await repository.findOrder(result.order._id)) ?? result.order };
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
