import type { Order } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { PLACED_ORDERS_KEY, placedOrder, rememberPlacedOrder } from './placed-orders';

const memoryStore = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
    values,
  };
};
const order = (id: string) => ({ _id: id, invoiceNumber: 1, name: 'রহিম' }) as unknown as Order;

describe('placed orders kept in the browser', () => {
  it('gives back an order this browser placed, and nothing for another id', () => {
    const store = memoryStore();
    rememberPlacedOrder(order('a'.repeat(22)), store, 0);
    expect(placedOrder('a'.repeat(22), store, 1)?.name).toBe('রহিম');
    expect(placedOrder('b'.repeat(22), store, 1)).toBeUndefined();
  });

  it('keeps the newest ten for thirty days', () => {
    const store = memoryStore();
    for (let n = 0; n < 12; n++) rememberPlacedOrder(order(`order-${n}`.padEnd(22, 'x')), store, n);
    expect(JSON.parse(store.values.get(PLACED_ORDERS_KEY) ?? '[]')).toHaveLength(10);
    expect(placedOrder('order-0'.padEnd(22, 'x'), store, 20)).toBeUndefined();
    expect(placedOrder('order-11'.padEnd(22, 'x'), store, 20)).toBeDefined();
    expect(placedOrder('order-11'.padEnd(22, 'x'), store, 31 * 24 * 3_600_000)).toBeUndefined();
  });

  it('shrugs off storage it cannot read', () => {
    const store = memoryStore();
    store.setItem(PLACED_ORDERS_KEY, '{not json');
    expect(placedOrder('x'.repeat(22), store, 0)).toBeUndefined();
    rememberPlacedOrder(order('x'.repeat(22)), store, 0);
    expect(placedOrder('x'.repeat(22), store, 0)).toBeDefined();
  });
});
