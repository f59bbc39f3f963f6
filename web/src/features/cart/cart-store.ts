import {
  type Product,
  type SeasonFacts,
  type SizeFacts,
  saleStateOf,
  sizeAvailable,
  sizeOfLine,
} from '@haat/contract';
import { shopDateToday } from '@/lib/dates';
import { MAX_LINE_QUANTITY } from '@/lib/pricing';

/** What a cart line is made from: a product as the API answers it, in one of its sizes. */
export type CartProduct = {
  _id: string;
  productId: string;
  sizeId: string | null;
  sizeName: string;
  weightGrams: number | null;
  title: string;
  price: number;
  discountPrice: number;
  img: string;
};

/**
 * Product spec §3: a cart line, kept only in the visitor's browser. `id` is the line's: the
 * product's `_id` for its first size (what a cart of before sizes stored), `productId~sizeId` for
 * another (decision 064). `sizeId` null is the product's first size; `weightGrams` is per unit, what
 * delivery by weight sums.
 */
export type CartItem = Omit<CartProduct, '_id'> & { id: string; quantity: number };

/** A product in one of its sizes, as the card and the cart add it: its first unless another is given. */
export function inSize(
  product: Pick<Product, '_id' | 'title' | 'img'> & { sizes: readonly SizeFacts[] },
  sizeId?: string,
): CartProduct {
  const size = sizeOfLine(product, sizeId) ?? product.sizes[0];
  const first = size === undefined || size._id === product.sizes[0]?._id;
  return {
    _id: first ? product._id : `${product._id}~${size._id}`,
    productId: product._id,
    sizeId: size?._id ?? null,
    sizeName: size?.name ?? '',
    weightGrams: size?.weightGrams ?? null,
    title: product.title,
    price: size?.price ?? 0,
    discountPrice: size?.discountPrice ?? 0,
    img: product.img,
  };
}

/** The shop's products as the cart checks a line against them: sizes and season (decision 064). */
export type CartCatalogProduct = Pick<Product, '_id' | 'title' | 'img'> &
  SeasonFacts & { sizes: readonly SizeFacts[] };

/** Product spec §9: the cart lives in localStorage under this key. */
export const CART_STORAGE_KEY = 'cartState';

export const MIN_QUANTITY = 1;

export type CartAction =
  | { type: 'add'; product: CartProduct }
  | { type: 'changeQuantity'; id: string; delta: number }
  | { type: 'changeSize'; id: string; product: CartProduct }
  | { type: 'remove'; id: string }
  | { type: 'clear' }
  | { type: 'sync'; products: readonly CartCatalogProduct[]; today?: string };

const clampQuantity = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.max(MIN_QUANTITY, quantity));

const toItem = (product: CartProduct): CartItem => ({
  id: product._id,
  productId: product.productId,
  sizeId: product.sizeId,
  sizeName: product.sizeName,
  weightGrams: product.weightGrams,
  title: product.title,
  price: product.price,
  discountPrice: product.discountPrice,
  img: product.img,
  quantity: MIN_QUANTITY,
});

/**
 * Product spec §4, as a pure function: add (a product already in the cart is left alone), change
 * quantity (plus +1, minus -1, never below 1), remove, clear. `sync` brings every line up to the
 * shop's current product list: new title, image and prices, and lines of products that are gone
 * dropped, so the summary and the total sent are the prices the server will charge.
 * Returns the same array when nothing changed, so subscribers are not woken for nothing.
 */
export function cartReducer(state: readonly CartItem[], action: CartAction): readonly CartItem[] {
  switch (action.type) {
    case 'add':
      if (state.some((item) => item.id === action.product._id)) return state;
      return [...state, toItem(action.product)];
    case 'changeQuantity': {
      let changed = false;
      const next = state.map((item) => {
        if (item.id !== action.id) return item;
        const quantity = clampQuantity(item.quantity + action.delta);
        if (quantity === item.quantity) return item;
        changed = true;
        return { ...item, quantity };
      });
      return changed ? next : state;
    }
    case 'changeSize': {
      // Another size of the line's product: its price follows; a size already in the cart is kept
      // as it is rather than made twice.
      if (action.product._id === action.id || state.some((item) => item.id === action.product._id))
        return state;
      if (!state.some((item) => item.id === action.id)) return state;
      return state.map((item) =>
        item.id === action.id ? { ...toItem(action.product), quantity: item.quantity } : item,
      );
    }
    case 'remove':
      return state.some((item) => item.id === action.id)
        ? state.filter((item) => item.id !== action.id)
        : state;
    case 'clear':
      return state.length === 0 ? state : [];
    case 'sync': {
      const current = new Map(action.products.map((product) => [product._id, product]));
      const today = action.today ?? shopDateToday();
      let changed = false;
      const next: CartItem[] = [];
      for (const item of state) {
        const line = offered(current.get(item.productId), item.sizeId, today);
        if (!line) {
          changed = true;
          continue;
        }
        const fresh = { ...toItem(line), quantity: item.quantity };
        if (JSON.stringify(fresh) !== JSON.stringify(item)) {
          changed = true;
          next.push(fresh);
        } else next.push(item);
      }
      return changed ? next : state;
    }
  }
}

/**
 * The line a cart may keep: its product on sale today, in its size while that is open with stock
 * left (decision 064); undefined when the shop no longer offers it.
 */
export function offered(
  product: CartCatalogProduct | undefined,
  sizeId: string | null,
  today: string,
): CartProduct | undefined {
  if (!product || saleStateOf(product, today) !== 'on-sale') return undefined;
  const size = sizeOfLine(product, sizeId);
  if (!size || !sizeAvailable(size)) return undefined;
  return inSize(product, size._id);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * Reads what an earlier visit stored. The text may be anything (another app's data, a hand edit, an
 * older shape), so every line is checked and a bad one dropped rather than trusted; duplicates keep
 * the first line. Anything unreadable gives an empty cart.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const items: CartItem[] = [];
  for (const entry of parsed) {
    if (!isRecord(entry)) continue;
    const { id, title, price, discountPrice, img, quantity } = entry;
    if (typeof id !== 'string' || id === '' || seen.has(id)) continue;
    if (typeof title !== 'string' || typeof img !== 'string') continue;
    if (!isAmount(price) || !isAmount(discountPrice)) continue;
    if (typeof quantity !== 'number' || !Number.isFinite(quantity)) continue;
    // A cart stored before sizes has none of these: its lines are their products' first sizes.
    const productId = typeof entry.productId === 'string' && entry.productId !== '' ? entry.productId : id;
    const sizeId = typeof entry.sizeId === 'string' && entry.sizeId !== '' ? entry.sizeId : null;
    const sizeName = typeof entry.sizeName === 'string' ? entry.sizeName : '';
    const weightGrams = isAmount(entry.weightGrams) ? entry.weightGrams : null;
    seen.add(id);
    items.push({
      id,
      productId,
      sizeId,
      sizeName,
      weightGrams,
      title,
      price,
      discountPrice,
      img,
      quantity: clampQuantity(Math.trunc(quantity)),
    });
  }
  return items;
}

type Listener = () => void;

/** The storage a cart store writes to: localStorage in the browser, a stand-in in unit tests. */
export type CartStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * One cart per browser tab, shared by every component through `useSyncExternalStore`. It is created
 * lazily and only read from effects and handlers, never during the server's render: there the cart
 * is always the empty server snapshot, and module state would be shared between requests.
 */
export function createCartStore(storage: () => CartStorage | null) {
  let state: readonly CartItem[] | null = null;
  const listeners = new Set<Listener>();

  /** The stored cart, or null when storage is off (private mode, blocked): the cart then lives in memory. */
  const read = (): readonly CartItem[] | null => {
    try {
      const available = storage();
      return available ? parseStoredCart(available.getItem(CART_STORAGE_KEY)) : null;
    } catch {
      return null;
    }
  };

  const current = (): readonly CartItem[] => {
    state ??= read() ?? [];
    return state;
  };

  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: current,
    dispatch(action: CartAction): void {
      const next = cartReducer(current(), action);
      if (next === state) return;
      state = next;
      try {
        storage()?.setItem(CART_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Not stored (quota, private mode): the cart still works for this visit.
      }
      notify();
    },
    /**
     * Reads the stored cart again, for a change made in another tab: the `storage` event announces
     * one, and an add checks first in case that event has not arrived yet.
     */
    reload(): void {
      const stored = read();
      if (stored === null || JSON.stringify(stored) === JSON.stringify(state)) return;
      state = stored;
      notify();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
