import {
  ALREADY_RECEIVED,
  catalogRuleMessages,
  type OrderRisk,
  PHONE_CODES_PER_PHONE_HOUR,
  type PhoneCheckMode,
  type Product,
  titleWithSize,
} from '@haat/contract';
import { AppError } from '../../../lib/errors.js';
import { asksForCode, holdsUntilCode } from '../../phone-check/phone-check.service.js';
import { assessOrder } from '../../risk/assessment.js';
import type { RiskScreen } from '../../risk/risk.service.js';
import { orderMessages } from '../order-messages.js';
import type { Actor, NewOrder } from '../order-records.js';
import type { ShopFees } from './delivery-pricing.js';

// The placement's decision, without a database (decision 048): given what the batch's transaction
// read, each request is a replay, a refusal or an order to write. The service reads the facts after
// its lock and writes what this answers.

/**
 * One order waiting for its batch: what was asked (the phone and basket the duplicate guard compares),
 * how to price it from the batch's products and fees, its Idempotency-Key if it had one, and who
 * placed it: the customer on the page (`enteredBy` null) or staff entering a Messenger or phone order.
 */
export interface OrderRequest {
  input: {
    phone: string;
    products: ReadonlyArray<{ product: string; size?: string | undefined; quantity: number }>;
  };
  price: (products: ReadonlyMap<string, Product>, fees: ShopFees) => NewOrder;
  idempotency?: { key: string; requestHash: string } | undefined;
  origin: OrderOrigin;
  enteredBy: Actor | null;
}

/** Where an order came from, as the server saw it: kept on its timeline for staff (and fraud checks). */
export interface OrderOrigin {
  /** The client's address (past the trusted proxies, TRUST_PROXY). */
  address: string;
  userAgent: string;
  /** The page the form was on, and Meta's `_fbp`/`_fbc` cookies: for the purchase event (decision 033). */
  pageUrl?: string;
  fbp?: string | null;
  fbc?: string | null;
  /** The storefront's device id (a random id its browser keeps), when it sent one (decision 038). */
  deviceId?: string | undefined;
}

const HOUR_MS = 60 * 60 * 1000;

/** What the fake-order check weighs for a batch's page orders (decision 038), as read after the lock. */
export interface RiskFacts {
  screen: Pick<RiskScreen, 'settings' | 'blockedKinds' | 'courierHistory'>;
  /** How each phone's orders ended. */
  endings: ReadonlyMap<string, { delivered: number; returned: number; cancelled: number }>;
  /** When each phone's recent orders were placed (ms), this batch's accepted ones included. */
  placedAt: ReadonlyMap<string, readonly number[]>;
  /** The phones each device ordered for recently, this batch's included. */
  phonesOfDevice: ReadonlyMap<string, ReadonlySet<string>>;
  /** The batch's moment (ms): its orders count as placed then. */
  now: number;
}

/** Everything a request is judged on: what the transaction read, and the batch's accepted requests. */
export interface PlacementFacts {
  products: ReadonlyMap<string, Product>;
  fees: ShopFees;
  /** Idempotency keys already stored, with the order each created and its request's hash. */
  storedKeys: ReadonlyMap<string, { orderId: string; requestHash: string }>;
  /** Keys of this batch's accepted requests: the request's position in the batch and its hash. */
  batchKeys: ReadonlyMap<string, { index: number; requestHash: string }>;
  /**
   * `phone basket` of recent orders and of this batch's guarded ones; null when the duplicate guard
   * is off.
   */
  baskets: ReadonlySet<string> | null;
  /** Null when nothing is assessed (no fake-order check, or no page order in the batch). */
  risk: RiskFacts | null;
  phoneHourlyLimit: number;
  codeMode: PhoneCheckMode;
  /** Codes each phone was asked for in the last hour, this batch's included. */
  codesAsked: ReadonlyMap<string, number>;
  /**
   * Units left of each size the batch asks for, as read under the lock, less what this batch's
   * accepted orders take (decision 064); null: unlimited. A size absent was not read (none limited).
   */
  stock: ReadonlyMap<string, number | null>;
}

export type Judgement =
  /** A replayed Idempotency-Key: the order it created, stored before or earlier in this batch. */
  | { outcome: 'replay'; of: { orderId: string } | { batchIndex: number } }
  | { outcome: 'refused'; error: AppError }
  | { outcome: 'write'; order: NewOrder };

/** One line as the duplicate guard compares it: two sizes of a product are two things (decision 064). */
export const basketLine = (product: string, size: string | null | undefined, quantity: number) =>
  `${product}/${size ?? ''}×${quantity}`;

/** The same basket whatever the order of its lines: what the duplicate guard compares. */
const basketOf = (request: OrderRequest, products: PlacementFacts['products']) =>
  `${request.input.phone} ${request.input.products
    .map((line) =>
      basketLine(line.product, line.size ?? products.get(line.product)?.sizes[0]?._id, line.quantity),
    )
    .sort()
    .join(',')}`;

/** Staff entering an order mean it: the guard is for a customer's double tap. */
const guarded = (facts: PlacementFacts, request: OrderRequest) =>
  facts.baskets !== null && request.enteredBy === null;

const countSince = (risk: RiskFacts, phone: string, since: number) =>
  (risk.placedAt.get(phone) ?? []).filter((at) => at >= since).length;

function assess(risk: RiskFacts, order: NewOrder, address: string, device: string | null): OrderRisk {
  const { screen } = risk;
  const otherPhones = device
    ? [...(risk.phonesOfDevice.get(device) ?? [])].filter((p) => p !== order.phone)
    : [];
  return assessOrder(
    {
      name: order.name,
      city: order.city,
      address: order.address,
      blocked: screen.blockedKinds({ phone: order.phone, address, device }),
      history: risk.endings.get(order.phone) ?? { delivered: 0, returned: 0, cancelled: 0 },
      recentOrdersFromPhone: countSince(risk, order.phone, risk.now - screen.settings.windowHours * HOUR_MS),
      otherPhonesFromDevice: otherPhones.length,
      courier: screen.courierHistory(order.phone),
    },
    screen.settings,
  );
}

/**
 * An order past its phone's hourly limit is held whatever it scored, with the phone's other orders
 * of the hour as its reason (the one the score gave, if it gave one, counts the longer window).
 */
function pastPhoneLimit(assessed: OrderRisk, ordersThisHour: number, limit: number): OrderRisk {
  if (ordersThisHour < limit) return assessed;
  const reasons = assessed.reasons.some((reason) => reason.signal === 'phoneRepeat')
    ? assessed.reasons
    : [...assessed.reasons, { signal: 'phoneRepeat' as const, points: 0, count: ordersThisHour }];
  return { ...assessed, held: true, reasons };
}

/**
 * Judges one request, in the order of the old one-order path: a replayed Idempotency-Key answers the
 * order it created (or 409 if the request differs), then the prices and fees, then the duplicate
 * guard; then, for an order placed on the page, the phone's hourly limit, the fake-order assessment
 * and the phone check. Any other error than a refusal (AppError) is a fault and is thrown.
 */
export function judge(request: OrderRequest, facts: PlacementFacts): Judgement {
  try {
    const { idempotency } = request;
    if (idempotency) {
      const stored = facts.storedKeys.get(idempotency.key);
      const earlier = facts.batchKeys.get(idempotency.key);
      const requestHash = stored?.requestHash ?? earlier?.requestHash;
      if (requestHash !== undefined && requestHash !== idempotency.requestHash)
        throw AppError.conflict(orderMessages.idempotencyMismatch);
      if (stored) return { outcome: 'replay', of: { orderId: stored.orderId } };
      if (earlier) return { outcome: 'replay', of: { batchIndex: earlier.index } };
    }

    const order = request.price(facts.products, facts.fees);
    // The last box goes to one order: the next is told what is left, naming the size (decision 064).
    const short = order.lines.flatMap((line) => {
      const left = line.sizeId === null ? undefined : facts.stock.get(line.sizeId);
      return left === undefined || left === null || line.quantity <= left
        ? []
        : [catalogRuleMessages.stockLeft(titleWithSize(line.title, line.sizeName), left)];
    });
    if (short.length > 0)
      throw AppError.conflict(
        short.join('। '),
        short.map((message) => ({ path: 'products', message })),
      );
    // A double tap or an impatient second try without an Idempotency-Key must not ship twice: the
    // same phone and basket as a recent order, or as an earlier order of this batch, is refused.
    if (guarded(facts, request) && facts.baskets?.has(basketOf(request, facts.products)))
      // Marked, so the page tells the visitor it is already received rather than failed (decision 069).
      throw AppError.conflict(orderMessages.duplicate, undefined, ALREADY_RECEIVED);

    // Orders placed on the page are assessed, and a risky one arrives on hold for a call. A phone
    // past its hourly limit is held too, never refused: anyone can type a stranger's number, and a
    // refusal would lock the real customer out (decision 038). The flood ceiling is per address.
    const { risk } = facts;
    if (request.enteredBy === null && risk) {
      const deviceId = request.origin.deviceId ?? null;
      order.deviceId = deviceId;
      order.risk = pastPhoneLimit(
        assess(risk, order, request.origin.address, deviceId),
        countSince(risk, request.input.phone, risk.now - HOUR_MS),
        facts.phoneHourlyLimit,
      );
      if (order.risk.held) order.status = 'on_hold';
      // The phone check (decision 040): the order waits on hold for its code, or for a call if the
      // code never comes. A phone already sent its hour's codes gets the call only. In `risky` mode
      // every order is asked, and only the held ones wait (decision 056).
      if (asksForCode(facts.codeMode)) {
        if (holdsUntilCode(facts.codeMode, order.risk.held)) order.status = 'on_hold';
        if ((facts.codesAsked.get(order.phone) ?? 0) < PHONE_CODES_PER_PHONE_HOUR)
          order.phoneCheck = 'waiting';
      }
    }
    return { outcome: 'write', order };
  } catch (error) {
    // A refusal belongs to its request alone; anything else is a fault that fails the batch.
    if (!(error instanceof AppError)) throw error;
    return { outcome: 'refused', error };
  }
}

/** The facts the batch's next request is judged on, once this one's order is to be written. */
function withAccepted(
  facts: PlacementFacts,
  request: OrderRequest,
  index: number,
  order: NewOrder,
): PlacementFacts {
  const next = { ...facts };
  if (request.idempotency)
    next.batchKeys = new Map(facts.batchKeys).set(request.idempotency.key, {
      index,
      requestHash: request.idempotency.requestHash,
    });
  if (guarded(facts, request)) next.baskets = new Set(facts.baskets).add(basketOf(request, facts.products));
  const { risk } = facts;
  if (order.risk && risk) {
    // A burst is judged as if its orders came one by one.
    const device = order.deviceId;
    const placedAt = new Map(risk.placedAt).set(order.phone, [
      ...(risk.placedAt.get(order.phone) ?? []),
      risk.now,
    ]);
    const phonesOfDevice = device
      ? new Map(risk.phonesOfDevice).set(device, new Set(risk.phonesOfDevice.get(device)).add(order.phone))
      : risk.phonesOfDevice;
    next.risk = { ...risk, placedAt, phonesOfDevice };
  }
  const limited = order.lines.filter(
    (line) => line.sizeId !== null && typeof facts.stock.get(line.sizeId) === 'number',
  );
  if (limited.length > 0) {
    const stock = new Map(facts.stock);
    for (const line of limited)
      stock.set(line.sizeId as string, (stock.get(line.sizeId as string) ?? 0) - line.quantity);
    next.stock = stock;
  }
  if (order.phoneCheck === 'waiting')
    next.codesAsked = new Map(facts.codesAsked).set(
      order.phone,
      (facts.codesAsked.get(order.phone) ?? 0) + 1,
    );
  return next;
}

/** Judges a batch's requests in order, each on the facts with the batch's earlier orders in them. */
export function judgeBatch(requests: readonly OrderRequest[], facts: PlacementFacts): Judgement[] {
  let current = facts;
  return requests.map((request, index) => {
    const judgement = judge(request, current);
    if (judgement.outcome === 'write') current = withAccepted(current, request, index, judgement.order);
    return judgement;
  });
}
