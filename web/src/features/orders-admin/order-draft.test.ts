import type { Order } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { draftOf, draftTotals, editBody } from './order-draft';

const order: Order = {
  _id: 'order-aaaaaaaaaaaaaaaa',
  invoiceNumber: 1251,
  status: 'pending',
  createdAt: '2026-11-20T04:00:00.000Z',
  updatedAt: '2026-11-20T04:00:00.000Z',
  name: 'নাজমা',
  phone: '01712345678',
  city: 'ঢাকা',
  address: 'ধানমন্ডি',
  shipping: 80,
  discount: 0,
  discountReason: '',
  total: 1080,
  shippingInfo: { note: '' },
  source: 'web',
  version: 3,
  parcel: null,
  risk: null,
  phoneCheck: null,
  statusReason: null,
  statusNote: '',
  products: [
    {
      _id: 'line-aaaaaaaaaaaaaaaaa',
      quantity: 2,
      product: { _id: 'mango-aaaaaaaaaaaaaa', title: 'আম', img: 'a.webp', price: 500, discountPrice: 0 },
      size: { _id: 'mango-aaaaaaaaaaaaaa', name: '' },
      weightGrams: null,
    },
  ],
};

describe('draftTotals', () => {
  it('keeps the ordered price of a line left alone, and takes today’s price for a line that changed', () => {
    const today = new Map([
      ['mango-aaaaaaaaaaaaaa', { price: 600, discountPrice: 550 }],
      ['honey-aaaaaaaaaaaaaa', { price: 900, discountPrice: 0 }],
    ]);
    const asOrdered = draftOf(order);
    expect(draftTotals(asOrdered, today, order)).toMatchObject({
      subtotal: 1000,
      total: 1080,
      unitPrices: [500],
    });

    const changed = {
      ...asOrdered,
      discount: 100,
      lines: [
        { product: 'mango-aaaaaaaaaaaaaa', title: 'আম', quantity: 3 },
        { product: 'honey-aaaaaaaaaaaaaa', title: 'মধু', quantity: 1 },
      ],
    };
    expect(draftTotals(changed, today, order)).toMatchObject({
      subtotal: 550 * 3 + 900,
      total: 550 * 3 + 900 - 100 + 80,
      unitPrices: [550, 900],
    });
  });

  it('sends the lines, details and the version it was made on', () => {
    expect(editBody(draftOf(order), order.version)).toEqual({
      name: 'নাজমা',
      phone: '01712345678',
      city: 'ঢাকা',
      address: 'ধানমন্ডি',
      shipping: 80,
      discount: 0,
      discountReason: '',
      products: [{ product: 'mango-aaaaaaaaaaaaaa', quantity: 2 }],
      version: 3,
    });
  });
});
