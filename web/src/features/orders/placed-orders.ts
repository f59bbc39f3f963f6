import type { Order } from '@haat/contract';

/**
 * The orders this browser placed, kept on the customer's own phone so the success page shows them
 * however much later it is opened: the server shows an order to anyone with its link only for a few
 * days (ORDER_LINK_DAYS). A few orders, for a month; nothing else of the customer is kept.
 */
export const PLACED_ORDERS_KEY = 'haat:placedOrders';
const KEPT_ORDERS = 10;
const KEPT_FOR_MS = 30 * 24 * 60 * 60 * 1000;

type Kept = { order: Order; savedAt: number };
type OrderStore = Pick<Storage, 'getItem' | 'setItem'>;

const browserStore = (): OrderStore | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

function readKept(store: OrderStore | null, now: number): Kept[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(PLACED_ORDERS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is Kept =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as Kept).savedAt === 'number' &&
        typeof (entry as Kept).order?._id === 'string' &&
        now - (entry as Kept).savedAt < KEPT_FOR_MS,
    );
  } catch {
    return [];
  }
}

/** Keeps an order the customer just placed (the newest ten, for thirty days). */
export function rememberPlacedOrder(order: Order, store = browserStore(), now = Date.now()): void {
  const kept = readKept(store, now).filter((entry) => entry.order._id !== order._id);
  try {
    store?.setItem(
      PLACED_ORDERS_KEY,
      JSON.stringify([{ order, savedAt: now }, ...kept].slice(0, KEPT_ORDERS)),
    );
  } catch {
    // Storage off or full: the success page asks the server, as it can for a few days.
  }
}

/** The order with this id if this browser placed it recently. */
export function placedOrder(id: string, store = browserStore(), now = Date.now()): Order | undefined {
  return readKept(store, now).find((entry) => entry.order._id === id)?.order;
}

/** The orders this browser placed recently, newest first. */
export function placedOrders(store = browserStore(), now = Date.now()): Order[] {
  return readKept(store, now).map((entry) => entry.order);
}
