import { effectivePrice, type Product } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/auth-helpers.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';

// Status changes that cross at once: on PostgreSQL each holds the count row of the status
// it leaves while it waits for the one it enters; opposite changes then waited for each other.

let app: TestApp;
let admin: { authorization: string };
const ids: string[] = [];
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminHeaders(app);
  const product = (json(await app.inject({ method: 'GET', url: '/api/product/all' })).data as Product[])[0];
  for (let index = 0; index < 20; index++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      payload: {
        name: `ক্রেতা ${index}`,
        phone: `0181000${String(index).padStart(4, '0')}`,
        city: 'ঢাকা',
        address: 'ঠিকানা',
        products: [{ product: product?._id, quantity: 1 }],
        shipping: 80,
        total: effectivePrice(product as Product) + 80,
      },
    });
    ids.push(json(response).data._id);
  }
});
afterAll(() => app.cleanup());

const setStatus = (id: string, status: string) =>
  app.inject({ method: 'PUT', url: `/api/order/update/status/${id}`, headers: admin, payload: { status } });

describe('opposite status changes at the same moment', () => {
  it('all apply, none fails, and the counts per status stay right', async () => {
    const heldFirst = ids.slice(0, 10);
    const others = ids.slice(10);
    for (const id of heldFirst) expect((await setStatus(id, 'on_hold')).statusCode).toBe(200);

    for (let round = 0; round < 3; round++) {
      // Half go on hold → confirmed while the other half go (pending or confirmed) → on hold, all at
      // once: the two count rows are taken in opposite orders unless the repository sorts them.
      const [back, forward] = round % 2 === 0 ? [heldFirst, others] : [others, heldFirst];
      const answers = await Promise.all([
        ...back.map((id) => setStatus(id, 'confirmed')),
        ...forward.map((id) => setStatus(id, 'on_hold')),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
      const { meta } = json(
        await app.inject({ method: 'GET', url: '/api/order/all-orders', headers: admin }),
      );
      expect(meta.counts).toMatchObject({ all: 20, pending: 0, confirmed: 10, on_hold: 10 });
    }
  });
});
