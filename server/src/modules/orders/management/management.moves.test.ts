import {
  canMoveOrder,
  effectivePrice,
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
  type Product,
} from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/auth-helpers.js';
import { movesTo } from '../../../test/order-moves.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';

// Decision 024: the moves a cash-on-delivery business makes are the only ones the server
// takes. Every pair of statuses is tried on an order of its own, brought to the first by allowed moves.
let app: TestApp;
let admin: { authorization: string };
let product: Product;
let phones = 0;

beforeAll(async () => {
  app = await createTestApp({ ORDER_RATE_LIMIT: '1000', DUPLICATE_ORDER_WINDOW_MINUTES: '0' });
  admin = await adminHeaders(app);
  [product] = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
});
afterAll(() => app.cleanup());

const setStatus = (id: string, status: string) =>
  app.inject({ method: 'PUT', url: `/api/order/update/status/${id}`, headers: admin, payload: { status } });

async function orderIn(status: OrderStatus): Promise<Order> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/order/create-order',
    payload: {
      name: 'ক্রেতা',
      phone: `0171${String(++phones).padStart(7, '0')}`,
      city: 'ঢাকা',
      address: 'ঠিকানা',
      products: [{ product: product._id, quantity: 1 }],
      shipping: 80,
      total: effectivePrice(product) + 80,
    },
  });
  const order = json(response).data as Order;
  for (const move of movesTo(status)) expect((await setStatus(order._id, move)).statusCode).toBe(200);
  return order;
}

const counts = async () =>
  json(await app.inject({ method: 'GET', url: '/api/order/all-orders', headers: admin })).meta.counts;

describe('PUT /api/order/update/status/{id}: the moves of the cash-on-delivery loop', () => {
  for (const from of ORDER_STATUSES) {
    it(`from ${from}: takes exactly the allowed moves, refuses the rest with 409 and changes nothing`, async () => {
      for (const to of ORDER_STATUSES) {
        const order = await orderIn(from);
        const before = await counts();
        const response = await setStatus(order._id, to);
        const stored = json(
          await app.inject({ method: 'GET', url: `/api/order/single/${order._id}`, headers: admin }),
        ).data;
        if (canMoveOrder(from, to)) {
          expect(response.statusCode, `${from} → ${to}`).toBe(200);
          expect(stored.status).toBe(to);
        } else {
          expect(response.statusCode, `${from} → ${to}`).toBe(409);
          const answer = json(response);
          expect(answer.success).toBe(false);
          expect(answer.message).toContain(
            `"${ORDER_STATUS_NAMES[from]}" অর্ডারকে "${ORDER_STATUS_NAMES[to]}"`,
          );
          expect(answer.errors).toEqual([{ path: 'status', message: answer.message }]);
          expect(stored.status).toBe(from);
          expect(await counts()).toEqual(before);
        }
      }
    });
  }

  it('says where a returned parcel can go: nowhere', async () => {
    const order = await orderIn('returned');
    const answer = json(await setStatus(order._id, 'pending'));
    expect(answer.message).toBe(
      `"${ORDER_STATUS_NAMES.returned}" অর্ডারকে "${ORDER_STATUS_NAMES.pending}" করা যায় না। এই অবস্থা থেকে আর বদলানো যায় না।`,
    );
  });

  it('names the moves a shipped parcel may still make', async () => {
    const order = await orderIn('shipped');
    const answer = json(await setStatus(order._id, 'cancelled'));
    expect(answer.message).toContain(`"${ORDER_STATUS_NAMES.delivered}", "${ORDER_STATUS_NAMES.returned}"`);
  });
});
