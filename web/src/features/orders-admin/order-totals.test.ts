import type { OrderLine } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { isDiscounted, lineTotal, orderSubtotal } from './order-totals';

const line = (price: number, discountPrice: number, quantity: number): OrderLine => ({
  _id: 'line-aaaaaaaaaaaaaaa',
  quantity,
  product: { _id: 'product-aaaaaaaaaaa', title: 'আম', img: 'a.webp', price, discountPrice },
  size: { _id: 'product-aaaaaaaaaaa', name: '' },
  weightGrams: null,
});

describe('order totals', () => {
  it('uses the discount price when it is above 0, else the price', () => {
    expect(lineTotal(line(1200, 1000, 2))).toBe(2000);
    expect(lineTotal(line(500, 0, 3))).toBe(1500);
  });

  it('adds the lines up (shipping comes on top)', () => {
    expect(orderSubtotal({ products: [line(1200, 1000, 2), line(500, 0, 1)], shipping: 80 })).toBe(2500);
  });

  it('strikes the list price through only when the line was sold below it', () => {
    expect(isDiscounted(line(1200, 1000, 1))).toBe(true);
    expect(isDiscounted(line(500, 0, 1))).toBe(false);
    expect(isDiscounted(line(500, 500, 1))).toBe(false);
  });
});
