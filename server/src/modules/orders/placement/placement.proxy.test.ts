import { effectivePrice, type Product } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';

// Behind one load balancer (TRUST_PROXY=1, issue 14): each customer is counted by the address the
// balancer saw, so customers are not refused for sharing the balancer's address, and a bot cannot
// pick its own address by writing X-Forwarded-For.

const BALANCER = '10.0.0.2';
let app: TestApp;
let product: Product;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: '1', ORDER_RATE_LIMIT: '2' });
  product = (
    json(await app.inject({ method: 'GET', url: '/api/product/all' })).data as Product[]
  )[0] as Product;
});
afterAll(() => app.cleanup());

let phones = 0;
const orderFrom = (forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/order/create-order',
    remoteAddress: BALANCER,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: {
      name: 'ক্রেতা',
      phone: `0191${String(++phones).padStart(7, '0')}`,
      city: 'ঢাকা',
      address: 'ঠিকানা',
      products: [{ product: product._id, quantity: 1 }],
      shipping: 80,
      total: effectivePrice(product) + 80,
    },
  });

describe('orders through a trusted load balancer', () => {
  it('twenty customers with their own addresses are all served', async () => {
    for (let customer = 1; customer <= 20; customer++)
      expect((await orderFrom(`198.51.100.${customer}`)).statusCode, `customer ${customer}`).toBe(201);
  });

  it('a client is counted by the address the balancer saw, whatever it writes in X-Forwarded-For', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const invented = `203.0.113.${(attempt * 37) % 250}`;
      statuses.push((await orderFrom(`${invented}, 192.0.2.77`)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
  });
});
