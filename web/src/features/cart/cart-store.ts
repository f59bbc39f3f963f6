import { MAX_LINE_QUANTITY } from '@/lib/pricing';

/** Product spec §3: a cart line, kept only in the visitor's browser. `id` is the product's `_id`. */
export type CartItem = {
  id: string;
  title: string;
  price: number;
  discountPrice: number;
  img: string;
  quantity: number;
};

/** What a cart line is made from: a product as the API answers it. */
export type CartProduct = { _id: string; title: string; price: number; discountPrice: number; img: string };

/** Product spec §9: the cart lives in localStorage under this key. */
export const CART_STORAGE_KEY = 'cartState';

export const MIN_QUANTITY = 1;

export type CartAction =
  | { type: 'add'; product: CartProduct }
  | { type: 'changeQuantity'; id: string; delta: number }
  | { type: 'remove'; id: string }
  | { type: 'clear' }
  | { type: 'sync'; products: readonly CartProduct[] };

const clampQuantity = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.max(MIN_QUANTITY, quantity));

const toItem = (product: CartProduct): CartItem => ({
  id: product._id,
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
    case 'remove':
      return state.some((item) => item.id === action.id)
        ? state.filter((item) => item.id !== action.id)
        : state;
    case 'clear':
      return state.length === 0 ? state : [];
    case 'sync': {
      const current = new Map(action.products.map((product) => [product._id, product]));
      let changed = false;
      const next: CartItem[] = [];
      for (const item of state) {
        const product = current.get(item.id);
        if (!product) {
          changed = true;
          continue;
        }
        const fresh = { ...toItem(product), quantity: item.quantity };
        if (
          fresh.title !== item.title ||
          fresh.img !== item.img ||
          fresh.price !== item.price ||
          fresh.discountPrice !== item.discountPrice
        ) {
          changed = true;
          next.push(fresh);
        } else next.push(item);
      }
      return changed ? next : state;
    }
  }
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
    seen.add(id);
    items.push({ id, title, price, discountPrice, img, quantity: clampQuantity(Math.trunc(quantity)) });
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
