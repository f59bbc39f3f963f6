import type { SizeFacts } from '@haat/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  CART_STORAGE_KEY,
  type CartCatalogProduct,
  type CartItem,
  type CartProduct,
  type CartStorage,
  cartReducer,
  createCartStore,
  inSize,
  parseStoredCart,
} from './cart-store';

/** A product of the shop's list, in one size unless more are given (decision 064). */
const catalogProduct = (
  id: string,
  title: string,
  price: number,
  discountPrice: number,
  sizes: Array<Partial<SizeFacts>> = [{}],
): CartCatalogProduct => ({
  _id: `${id}AbCdEfGhIjKl`,
  title,
  img: `${id}.webp`,
  hidden: false,
  saleFrom: null,
  saleUntil: null,
  announce: false,
  sizes: sizes.map((size, index) => ({
    _id: `${id}Size${index}AbCdEfGh`,
    name: '',
    price,
    discountPrice,
    weightGrams: 1000,
    stock: null,
    closed: false,
    ...size,
  })),
});
const mangoProduct = catalogProduct('mango', 'রাজশাহীর ফজলি আম', 1200, 950);
const honeyProduct = catalogProduct('honey', 'সুন্দরবনের মধু', 800, 0);
const mango: CartProduct = inSize(mangoProduct);
const honey: CartProduct = inSize(honeyProduct);

const line = (product: CartProduct, quantity = 1): CartItem => ({
  id: product._id,
  productId: product.productId,
  sizeId: product.sizeId,
  sizeName: product.sizeName,
  weightGrams: product.weightGrams,
  title: product.title,
  price: product.price,
  discountPrice: product.discountPrice,
  img: product.img,
  quantity,
});

describe('cartReducer', () => {
  it('adds a product as a line of quantity 1', () => {
    expect(cartReducer([], { type: 'add', product: mango })).toEqual([line(mango)]);
  });

  it('leaves the cart alone when the product is already in it', () => {
    const state = [line(mango, 3)];
    expect(cartReducer(state, { type: 'add', product: mango })).toBe(state);
  });

  it('adds 1 with plus and takes 1 with minus', () => {
    const state = [line(mango, 2), line(honey)];
    const plus = cartReducer(state, { type: 'changeQuantity', id: mango._id, delta: 1 });
    expect(plus).toEqual([line(mango, 3), line(honey)]);
    expect(cartReducer(plus, { type: 'changeQuantity', id: mango._id, delta: -1 })).toEqual(state);
  });

  it('never goes below 1 and returns the same state when minus has nothing to take', () => {
    const state = [line(mango, 1)];
    expect(cartReducer(state, { type: 'changeQuantity', id: mango._id, delta: -1 })).toBe(state);
  });

  it('never goes above the 100 a line may hold', () => {
    const state = [line(mango, 100)];
    expect(cartReducer(state, { type: 'changeQuantity', id: mango._id, delta: 1 })).toBe(state);
  });

  it('removes one line and clears all', () => {
    const state = [line(mango), line(honey)];
    expect(cartReducer(state, { type: 'remove', id: mango._id })).toEqual([line(honey)]);
    expect(cartReducer(state, { type: 'clear' })).toEqual([]);
  });

  it('brings lines up to the current products and drops the ones that are gone', () => {
    const stale = [{ ...line(mango, 2), price: 1, discountPrice: 0 }, line(honey, 4)];
    const synced = cartReducer(stale, { type: 'sync', products: [mangoProduct] });
    expect(synced).toEqual([line(mango, 2)]);
  });

  it('returns the same state when the products match already', () => {
    const state = [line(mango, 2)];
    expect(cartReducer(state, { type: 'sync', products: [mangoProduct, honeyProduct] })).toBe(state);
  });
});

describe('parseStoredCart', () => {
  it('gives an empty cart for nothing, bad JSON or a non-list', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{oops')).toEqual([]);
    expect(parseStoredCart('{"id":"x"}')).toEqual([]);
  });

  it('keeps good lines and drops malformed or duplicate ones', () => {
    const stored = JSON.stringify([
      line(mango, 2),
      { ...line(honey), price: '800' },
      { ...line(honey), discountPrice: -5 },
      line(mango, 9),
      null,
      line(honey, 1),
    ]);
    expect(parseStoredCart(stored)).toEqual([line(mango, 2), line(honey, 1)]);
  });

  it('brings a stored quantity back between 1 and 100', () => {
    const stored = JSON.stringify([line(mango, 0), line(honey, 250.7)]);
    expect(parseStoredCart(stored).map((item) => item.quantity)).toEqual([1, 100]);
  });
});

function memoryStorage(initial?: string): CartStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(CART_STORAGE_KEY, initial);
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('createCartStore', () => {
  it('starts from what an earlier visit stored', () => {
    const storage = memoryStorage(JSON.stringify([line(honey, 2)]));
    expect(createCartStore(() => storage).getSnapshot()).toEqual([line(honey, 2)]);
  });

  it('writes every change under cartState and tells subscribers', () => {
    const storage = memoryStorage();
    const store = createCartStore(() => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'add', product: mango });
    store.dispatch({ type: 'changeQuantity', id: mango._id, delta: 1 });
    expect(JSON.parse(storage.data.get(CART_STORAGE_KEY) ?? '')).toEqual([line(mango, 2)]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('neither writes nor notifies when an action changes nothing', () => {
    const storage = memoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const store = createCartStore(() => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'clear' });
    expect(setItem).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps working in memory when storage throws', () => {
    const broken: CartStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createCartStore(() => broken);
    store.dispatch({ type: 'add', product: honey });
    expect(store.getSnapshot()).toEqual([line(honey)]);
  });

  it('keeps the same snapshot object until something changes', () => {
    const store = createCartStore(() => memoryStorage());
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });
});

describe('createCartStore.reload', () => {
  it('picks up a cart another tab stored and tells subscribers', () => {
    const storage = memoryStorage();
    const store = createCartStore(() => storage);
    expect(store.getSnapshot()).toEqual([]);
    storage.data.set(CART_STORAGE_KEY, JSON.stringify([line(mango, 3)]));
    const listener = vi.fn();
    store.subscribe(listener);
    store.reload();
    expect(store.getSnapshot()).toEqual([line(mango, 3)]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('changes nothing when the stored cart is what it holds already', () => {
    const storage = memoryStorage(JSON.stringify([line(mango, 3)]));
    const store = createCartStore(() => storage);
    const before = store.getSnapshot();
    const listener = vi.fn();
    store.subscribe(listener);
    store.reload();
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('sizes and season (decision 064)', () => {
  const langra = catalogProduct('langra', 'ল্যাংড়া আম', 850, 780, [
    { name: '৫ কেজি', weightGrams: 5000 },
    { name: '১০ কেজি', price: 1600, discountPrice: 1500, weightGrams: 10_000, stock: 3 },
  ]);
  const tenKilo = inSize(langra, langra.sizes[1]?._id);

  it("keeps a product's sizes as separate lines, each with its own price and weight", () => {
    const state = cartReducer(cartReducer([], { type: 'add', product: inSize(langra) }), {
      type: 'add',
      product: tenKilo,
    });
    expect(state.map((item) => [item.sizeName, item.discountPrice, item.weightGrams])).toEqual([
      ['৫ কেজি', 780, 5000],
      ['১০ কেজি', 1500, 10_000],
    ]);
  });

  it('changes a line to another size keeping its quantity; a size already in the cart is left alone', () => {
    const state = [line(inSize(langra), 2)];
    const changed = cartReducer(state, { type: 'changeSize', id: langra._id, product: tenKilo });
    expect(changed).toEqual([line(tenKilo, 2)]);
    const both = [line(inSize(langra)), line(tenKilo)];
    expect(cartReducer(both, { type: 'changeSize', id: langra._id, product: tenKilo })).toBe(both);
  });

  it('drops what is hidden, out of season, closed or sold out, and keeps the rest', () => {
    const state = [line(inSize(langra)), line(tenKilo), line(mango), line(honey)];
    const synced = cartReducer(state, {
      type: 'sync',
      today: '2026-05-10',
      products: [
        { ...langra, sizes: [langra.sizes[0] as SizeFacts, { ...(langra.sizes[1] as SizeFacts), stock: 0 }] },
        { ...mangoProduct, saleFrom: '2026-05-20', announce: true },
        honeyProduct,
      ],
    });
    expect(synced).toEqual([line(inSize(langra)), line(honey)]);
    const closed = cartReducer([line(tenKilo)], {
      type: 'sync',
      today: '2026-05-10',
      products: [
        {
          ...langra,
          sizes: [langra.sizes[0] as SizeFacts, { ...(langra.sizes[1] as SizeFacts), closed: true }],
        },
      ],
    });
    expect(closed).toEqual([]);
    const hidden = cartReducer([line(honey)], {
      type: 'sync',
      today: '2026-05-10',
      products: [{ ...honeyProduct, hidden: true }],
    });
    expect(hidden).toEqual([]);
  });

  it("reads a cart stored before sizes as its products' first sizes", () => {
    const stored = JSON.stringify([
      { id: mango.productId, title: mango.title, price: 1, discountPrice: 0, img: mango.img, quantity: 2 },
    ]);
    const restored = parseStoredCart(stored);
    expect(restored[0]).toMatchObject({ id: mango.productId, productId: mango.productId, sizeId: null });
    expect(cartReducer(restored, { type: 'sync', products: [mangoProduct] })).toEqual([line(mango, 2)]);
  });
});
