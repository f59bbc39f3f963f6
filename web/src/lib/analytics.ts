import { purchaseEventId } from '@haat/contract';
import { formatInvoiceNumber, orderTotals } from './pricing';

/**
 * The tag-manager data layer. Only call these from effects or event handlers: during server
 * rendering there is no window.
 */
type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/**
 * The path a page view reports: the success page's order id is left out, so the tag manager (and
 * whatever the owner connects to it) never learns a link that opens someone's order.
 */
export const analyticsPath = (path: string): string =>
  path.replace(/^\/order\/success\/[^/]+\/?$/, '/order/success');

/** Every page view pushes `page_view` with the current path (the order id left out). */
export const trackPageView = (path: string): void =>
  pushDataLayer({ event: 'page_view', page_path: analyticsPath(path) });

let tagManagerStarted = false;

/**
 * Starts Google Tag Manager once (product spec §4: only when the SEO settings hold a container id).
 * The script loads async, after the page has rendered, so it never delays the first paint.
 */
export function startTagManager(containerId: string): void {
  if (tagManagerStarted || typeof document === 'undefined') return;
  if (!/^GTM-[A-Z0-9]{4,12}$/.test(containerId)) return;
  tagManagerStarted = true;
  pushDataLayer({ event: 'gtm.js', 'gtm.start': Date.now() });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.appendChild(script);
}

// ---- E-commerce events (product spec §7): add_to_cart, view_item, checkout, purchase -------------

/** A cart line, a product or an order line, as the analytics events describe it. */
export type AnalyticsLine = {
  id: string;
  title: string;
  price: number;
  discountPrice: number;
  quantity: number;
};

export type AnalyticsItem = {
  id: string;
  name: string;
  price: number;
  discountPrice: number;
  quantity: number;
};

export type EcommerceData = {
  currency: 'BDT';
  /** What the items cost (effective price times quantity); shipping is reported beside it, as GA4 wants. */
  value: number;
  shipping: number;
  items: AnalyticsItem[];
};

/** The `ecommerce` object every shop event carries: currency BDT, value, shipping and the items. */
export function ecommerceData(lines: readonly AnalyticsLine[], shipping: number): EcommerceData {
  return {
    currency: 'BDT',
    value: orderTotals(lines, shipping).subtotal,
    shipping,
    items: lines.map((line) => ({
      id: line.id,
      name: line.title,
      price: line.price,
      discountPrice: line.discountPrice,
      quantity: line.quantity,
    })),
  };
}

function pushEcommerce(
  event: string,
  ecommerce: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  // Tag Manager merges data-layer pushes, so the previous event's items would leak into this one
  // unless the ecommerce object is cleared first (Google's own advice for e-commerce events).
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({ event, ...extra, ecommerce });
}

type ProductLike = { _id: string; title: string; price: number; discountPrice: number };
const productLine = (product: ProductLike): AnalyticsLine => ({
  id: product._id,
  title: product.title,
  price: product.price,
  discountPrice: product.discountPrice,
  quantity: 1,
});

/** A product went into the cart (one unit). */
export const trackAddToCart = (product: ProductLike, shipping: number): void =>
  pushEcommerce('add_to_cart', { ...ecommerceData([productLine(product)], shipping) });

/** The visitor opened a product's details (See More). */
export const trackViewItem = (product: ProductLike, shipping: number): void =>
  pushEcommerce('view_item', { ...ecommerceData([productLine(product)], shipping) });

/** The order form came into view with something in the cart. */
export const trackCheckout = (lines: readonly AnalyticsLine[], shipping: number): void =>
  pushEcommerce('checkout', { ...ecommerceData(lines, shipping) });

type PurchasedOrder = {
  _id: string;
  invoiceNumber: number;
  name: string;
  phone: string;
  shipping: number;
  total: number;
  products: ReadonlyArray<{
    quantity: number;
    product: { _id: string; title: string; price: number; discountPrice: number };
  }>;
};

/** The `ecommerce` object of a purchase: the shop data plus transaction id, invoice and customer. */
export function purchaseData(order: PurchasedOrder) {
  const lines = order.products.map((line) => ({ ...productLine(line.product), quantity: line.quantity }));
  return {
    transaction_id: order._id,
    invoice: formatInvoiceNumber(order.invoiceNumber),
    ...ecommerceData(lines, order.shipping),
    total: order.total,
    customer: { name: order.name, phone: order.phone },
  };
}

/** localStorage key of the orders whose purchase was already reported from this browser. */
export const TRACKED_PURCHASES_KEY = 'haat:trackedPurchases';
const TRACKED_PURCHASES_KEPT = 50;
const trackedThisTab = new Set<string>();

type PurchaseLog = Pick<Storage, 'getItem' | 'setItem'>;

function readLog(log: PurchaseLog | null): string[] {
  try {
    const parsed: unknown = JSON.parse(log?.getItem(TRACKED_PURCHASES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

const defaultLog = (): PurchaseLog | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/**
 * Pushes `purchase` for an order once: a reload of the success page, or coming back to it later,
 * must not count the sale twice. Answers whether it pushed.
 */
export function trackPurchaseOnce(order: PurchasedOrder, log: PurchaseLog | null = defaultLog()): boolean {
  const seen = readLog(log);
  if (trackedThisTab.has(order._id) || seen.includes(order._id)) return false;
  trackedThisTab.add(order._id);
  try {
    log?.setItem(TRACKED_PURCHASES_KEY, JSON.stringify([...seen, order._id].slice(-TRACKED_PURCHASES_KEPT)));
  } catch {
    // Storage off or full: this tab still remembers it.
  }
  // `event_id` is the one the server's Conversions API event carries (decision 033): the pixel tag in Tag
  // Manager passes it as the Purchase's eventID, and Meta counts the sale once.
  pushEcommerce('purchase', purchaseData(order), { event_id: purchaseEventId(order._id) });
  return true;
}
