import { describe, expect, it } from 'vitest';
import { orderTotals } from './rules.js';

// The one total rule: the order form shows it and the server checks the customer's total against it.
describe('orderTotals', () => {
  it('adds the effective price times the quantity of every line, then shipping', () => {
    const lines = [
      { price: 1200, discountPrice: 950, quantity: 2 }, // discounted: 1900
      { price: 450, discountPrice: 0, quantity: 3 }, // no discount: 1350
    ];
    expect(orderTotals(lines, 80)).toEqual({ subtotal: 3250, shipping: 80, total: 3330 });
  });

  it('is just the shipping for an empty cart', () => {
    expect(orderTotals([], 150)).toEqual({ subtotal: 0, shipping: 150, total: 150 });
  });

  it('uses the discount price even when it is one taka, and the price when the discount is 0', () => {
    const lines = [
      { price: 999, discountPrice: 1, quantity: 100 }, // 100
      { price: 5, discountPrice: 0, quantity: 1 }, // 5
    ];
    expect(orderTotals(lines, 0).subtotal).toBe(105);
  });
});
