import { useEffect, useSyncExternalStore } from 'react';
import { messages } from '@/lib/messages';
import { notify } from '@/lib/notify';
import {
  CART_STORAGE_KEY,
  type CartCatalogProduct,
  type CartItem,
  type CartProduct,
  createCartStore,
} from './cart-store';

const browserStorage = () => (typeof window === 'undefined' ? null : window.localStorage);

/** The tab's cart. Nothing touches localStorage until a component subscribes or an action runs. */
const cartStore = createCartStore(browserStorage);

// The server render and the hydrating render both see this; the stored cart follows right after,
// so the HTML the server sent and the browser's first render always agree.
const EMPTY: readonly CartItem[] = [];
const serverSnapshot = () => EMPTY;

function subscribe(listener: () => void): () => void {
  const unsubscribe = cartStore.subscribe(listener);
  // A cart changed in another tab (the visitor opened the ad twice) shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) cartStore.reload();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

export const cartActions = {
  /** Adds one of the product; answers false (and changes nothing) when it is already in the cart. */
  add(product: CartProduct): boolean {
    cartStore.reload();
    if (cartStore.getSnapshot().some((item) => item.id === product._id)) return false;
    cartStore.dispatch({ type: 'add', product });
    return true;
  },
  increment: (id: string) => cartStore.dispatch({ type: 'changeQuantity', id, delta: 1 }),
  decrement: (id: string) => cartStore.dispatch({ type: 'changeQuantity', id, delta: -1 }),
  /** Puts the line in another size of its product (decision 064); its price and weight follow. */
  changeSize: (id: string, product: CartProduct) => cartStore.dispatch({ type: 'changeSize', id, product }),
  remove: (id: string) => cartStore.dispatch({ type: 'remove', id }),
  clear: () => cartStore.dispatch({ type: 'clear' }),
  /**
   * Brings the lines up to the shop's current products (prices, titles, images) and drops those the
   * shop no longer offers: gone, hidden, out of season, or sold out (decision 064). Answers the
   * dropped lines, for the page to say so; the rest of the cart is kept.
   */
  sync(products: readonly CartCatalogProduct[]): CartItem[] {
    const before = cartStore.getSnapshot();
    cartStore.dispatch({ type: 'sync', products });
    const kept = new Set(cartStore.getSnapshot().map((item) => item.productId + (item.sizeId ?? '')));
    return before.filter((item) => !kept.has(item.productId + (item.sizeId ?? '')));
  },
};

export type CartActions = typeof cartActions;

/** The cart's lines; empty on the server and during hydration, the stored cart right after. */
export function useCartItems(): readonly CartItem[] {
  return useSyncExternalStore(subscribe, cartStore.getSnapshot, serverSnapshot);
}

/**
 * Keeps the cart to the shop's current products once they load: the cart keeps prices from when each
 * line was added, and the shop's current ones replace them, so the summary and the total sent are
 * what the server will charge. What the shop no longer offers (hidden, out of season, sold out)
 * leaves the cart with a word saying so; the rest is kept (decision 064).
 */
export function useCartSync(products: readonly CartCatalogProduct[] | undefined): void {
  useEffect(() => {
    if (!products) return;
    for (const dropped of cartActions.sync(products))
      notify.error(messages.cart.notOffered(dropped.title), { id: `cart-dropped-${dropped.id}` });
  }, [products]);
}
