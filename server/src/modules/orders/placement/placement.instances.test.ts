import { effectivePrice, type Product } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSecondInstance,
  createTestApp,
  json,
  sharesDatabase,
  storedOrderCount,
  type TestApp,
} from '../../../test/test-app.js';

// Two instances of the shop on one PostgreSQL database (decision 010): the duplicate guard must hold
// across them, as it does inside one instance's batches. Several instances need PostgreSQL (README),
// so this suite runs with TEST_DATABASE_URL (in CI, the API suite on PostgreSQL).

let first: TestApp;
let second: TestApp;
let product: Product;
beforeAll(async () => {
  if (!sharesDatabase) return;
  first = await createTestApp({ DUPLICATE_ORDER_WINDOW_MINUTES: '10' });
  second = await createSecondInstance(first, { DUPLICATE_ORDER_WINDOW_MINUTES: '10' });
  product = (
    json(await first.inject({ method: 'GET', url: '/api/product/all' })).data as Product[]
  )[0] as Product;
});
afterAll(async () => {
  await second?.cleanup();
  await first?.cleanup();
});

const order = (phone: string, item = product) => ({
  name: 'রহিম উদ্দিন',
  phone,
  city: 'ঢাকা',
  address: 'বাড়ি ১২, মিরপুর',
  products: [{ product: item._id, quantity: 2 }],
  shipping: 80,
  total: effectivePrice(item) * 2 + 80,
});

describe.runIf(sharesDatabase)('the same phone and basket sent to two instances at once', () => {
  it('is one order (201) and one refusal (409), every time', async () => {
    const before = await storedOrderCount(first);
    for (let attempt = 0; attempt < 10; attempt++) {
      const payload = order(`0171000${String(attempt).padStart(4, '0')}`);
      const answers = await Promise.all(
        [first, second].map((instance) =>
          instance.inject({ method: 'POST', url: '/api/order/create-order', payload }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort(), `attempt ${attempt}`).toEqual([201, 409]);
    }
    expect(await storedOrderCount(first)).toBe(before + 10);
  });
});

describe.runIf(sharesDatabase)('the order rate limit over two instances', () => {
  it('counts one client’s orders on both: the limit is the shop’s, not each instance’s', async () => {
    const limited = await createTestApp({ ORDER_RATE_LIMIT: '3' });
    const other = await createSecondInstance(limited, { ORDER_RATE_LIMIT: '3' });
    const [item] = json(await limited.inject({ method: 'GET', url: '/api/product/all' })).data as Product[];
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const instance = attempt % 2 === 0 ? limited : other;
        const response = await instance.inject({
          method: 'POST',
          url: '/api/order/create-order',
          remoteAddress: '203.0.113.9',
          payload: order(`0172000${String(attempt).padStart(4, '0')}`, item),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    } finally {
      await other.cleanup();
      await limited.cleanup();
    }
  });
});
