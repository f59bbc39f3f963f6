import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY, type CartItem, type CartProduct, createCartStore } from './cart-store';

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
  remove: (id: string) => cartStore.dispatch({ type: 'remove', id }),
  clear: () => cartStore.dispatch({ type: 'clear' }),
  /** Brings the lines up to the shop's current products (prices, titles, images; gone ones dropped). */
  sync: (products: readonly CartProduct[]) => cartStore.dispatch({ type: 'sync', products }),
};

export type CartActions = typeof cartActions;

/** The cart's lines; empty on the server and during hydration, the stored cart right after. */
export function useCartItems(): readonly CartItem[] {
  return useSyncExternalStore(subscribe, cartStore.getSnapshot, serverSnapshot);
}
