import { effectivePrice, type Product } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, sharesDatabase, TEST_ADMIN, type TestApp } from '../test/test-app.js';

// The PostgreSQL store of the rate limits (decision 022) keeps each route's counter apart, as the
// plugin's own in-memory store does: orders never use up a client's sign-ins.

let app: TestApp;
beforeAll(async () => {
  if (!sharesDatabase) return;
  app = await createTestApp({ ORDER_RATE_LIMIT: '2', LOGIN_RATE_LIMIT: '2' });
});
afterAll(async () => {
  await app?.cleanup();
});

describe.runIf(sharesDatabase)('the shared rate-limit counters', () => {
  it('count each route on its own', async () => {
    const product = (
      json(await app.inject({ method: 'GET', url: '/api/product/all' })).data as Product[]
    )[0] as Product;
    const order = (phone: string) =>
      app.inject({
        method: 'POST',
        url: '/api/order/create-order',
        payload: {
          name: 'ক্রেতা',
          phone,
          city: 'ঢাকা',
          address: 'ঠিকানা',
          products: [{ product: product._id, quantity: 1 }],
          shipping: 80,
          total: effectivePrice(product) + 80,
        },
      });
    expect((await order('01730000001')).statusCode).toBe(201);
    expect((await order('01730000002')).statusCode).toBe(201);
    expect((await order('01730000003')).statusCode).toBe(429);

    const login = () => app.inject({ method: 'POST', url: '/api/user/login', payload: TEST_ADMIN });
    expect((await login()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(429);
  });
});
