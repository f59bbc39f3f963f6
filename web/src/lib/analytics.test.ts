import { purchaseEventId } from '@haat/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ecommerceData,
  purchaseData,
  TRACKED_PURCHASES_KEY,
  trackAddToCart,
  trackCheckout,
  trackPurchaseOnce,
} from './analytics';

const order = {
  _id: 'orderAbCdEfGhIjKlMn',
  invoiceNumber: 1042,
  name: 'রহিম',
  phone: '01712345678',
  shipping: 80,
  total: 2980,
  products: [
    {
      quantity: 2,
      product: { _id: 'mangoAbCdEfGhIjKl', title: 'ফজলি আম', price: 1200, discountPrice: 950, img: 'a.webp' },
    },
    {
      quantity: 1,
      product: { _id: 'honeyAbCdEfGhIjKl', title: 'মধু', price: 1000, discountPrice: 0, img: 'b.webp' },
    },
  ],
};

function memoryLog() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

let dataLayer: unknown[];
beforeEach(() => {
  dataLayer = [];
  vi.stubGlobal('window', { dataLayer });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const events = () => dataLayer.filter((entry) => (entry as { event?: string }).event);

describe('ecommerceData', () => {
  it('reports BDT, the items value at their effective prices, shipping and each item', () => {
    const lines = [
      { id: 'a', title: 'আম', price: 1200, discountPrice: 950, quantity: 2 },
      { id: 'b', title: 'মধু', price: 1000, discountPrice: 0, quantity: 1 },
    ];
    expect(ecommerceData(lines, 150)).toEqual({
      currency: 'BDT',
      value: 2900,
      shipping: 150,
      items: [
        { id: 'a', name: 'আম', price: 1200, discountPrice: 950, quantity: 2 },
        { id: 'b', name: 'মধু', price: 1000, discountPrice: 0, quantity: 1 },
      ],
    });
  });
});

describe('shop events', () => {
  it('clear the previous ecommerce object before each event', () => {
    trackAddToCart({ _id: 'a', title: 'আম', price: 1200, discountPrice: 950 }, 80);
    expect(dataLayer[0]).toEqual({ ecommerce: null });
    expect(dataLayer[1]).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'BDT',
        value: 950,
        shipping: 80,
        items: [{ id: 'a', name: 'আম', price: 1200, discountPrice: 950, quantity: 1 }],
      },
    });
  });

  it('checkout carries every cart line', () => {
    trackCheckout([{ id: 'a', title: 'আম', price: 500, discountPrice: 0, quantity: 3 }], 150);
    expect(events()).toEqual([
      expect.objectContaining({ event: 'checkout', ecommerce: expect.objectContaining({ value: 1500 }) }),
    ]);
  });
});

describe('purchase', () => {
  it('carries transaction id, invoice, customer and the ordered lines', () => {
    expect(purchaseData(order)).toEqual({
      transaction_id: order._id,
      invoice: 'INV-1042',
      currency: 'BDT',
      value: 2900,
      shipping: 80,
      total: 2980,
      items: [
        { id: 'mangoAbCdEfGhIjKl', name: 'ফজলি আম', price: 1200, discountPrice: 950, quantity: 2 },
        { id: 'honeyAbCdEfGhIjKl', name: 'মধু', price: 1000, discountPrice: 0, quantity: 1 },
      ],
      customer: { name: 'রহিম', phone: '01712345678' },
    });
  });

  it('is pushed once per order, also when the page is opened again later', () => {
    const log = memoryLog();
    expect(trackPurchaseOnce({ ...order, _id: 'first-order-id-0001' }, log)).toBe(true);
    expect(trackPurchaseOnce({ ...order, _id: 'first-order-id-0001' }, log)).toBe(false);
    expect(JSON.parse(log.data.get(TRACKED_PURCHASES_KEY) ?? '[]')).toEqual(['first-order-id-0001']);
    // A later visit remembers it through storage alone.
    const later = memoryLog();
    later.data.set(TRACKED_PURCHASES_KEY, JSON.stringify(['second-order-id-002']));
    expect(trackPurchaseOnce({ ...order, _id: 'second-order-id-002' }, later)).toBe(false);
    const purchases = events().filter((event) => (event as { event: string }).event === 'purchase');
    expect(purchases).toHaveLength(1);
    // The id the server's Conversions API event carries (decision 033): Meta counts the sale once.
    expect(purchases[0]).toMatchObject({ event_id: purchaseEventId('first-order-id-0001') });
  });

  it('still pushes when storage is unavailable', () => {
    expect(trackPurchaseOnce({ ...order, _id: 'no-storage-order-3' }, null)).toBe(true);
  });
});
