import type { Order } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { notAFailure } from './order-failure';

const line = (product: string, quantity: number) => ({
  _id: `${product}-line`,
  quantity,
  product: { _id: product, title: product, img: '', price: 100, discountPrice: 0 },
});
const placed = { _id: 'order-1', phone: '01712345678', products: [line('a', 2), line('b', 1)] } as Order;
const sent = {
  phone: '+880 1712-345678',
  products: [
    { product: 'b', quantity: 1 },
    { product: 'a', quantity: 2 },
  ],
};
const repeat = new ApiError(409, 'এই নম্বর থেকে…', [], { alreadyReceived: true });

describe('what is not a failure (decision 069)', () => {
  it('a repeat this browser placed leads to that order', () => {
    expect(notAFailure(repeat, sent, () => [placed])).toEqual({ kind: 'placedHere', order: placed });
  });

  it('a repeat of another basket, or placed elsewhere, is told as already received', () => {
    const other = { ...sent, products: [{ product: 'a', quantity: 3 }] };
    expect(notAFailure(repeat, other, () => [placed])).toEqual({
      kind: 'alreadyReceived',
      message: repeat.message,
    });
    expect(notAFailure(repeat, sent, () => [])?.kind).toBe('alreadyReceived');
  });

  it('no answer, or a gateway that gave up, may have gone through', () => {
    for (const status of [0, 502, 504])
      expect(notAFailure(new ApiError(status, ''), sent, () => [])).toEqual({ kind: 'lostAnswer' });
  });

  it('a changed price, a refused field or a server error stays a failure', () => {
    for (const error of [
      new ApiError(409, 'দাম'),
      new ApiError(400, 'x'),
      new ApiError(500, 'x'),
      new Error('x'),
    ])
      expect(notAFailure(error, sent, () => [placed])).toBeNull();
  });
});
