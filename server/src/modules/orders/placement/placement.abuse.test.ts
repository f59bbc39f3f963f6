import { effectivePrice, type Product } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { adminHeaders } from '../../../test/auth-helpers.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';

let app: TestApp;
let products: Product[];
beforeAll(async () => {
  app = await createTestApp({ ORDER_RATE_LIMIT: '1000', DUPLICATE_ORDER_WINDOW_MINUTES: '10' });
  products = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
});
afterAll(() => app.cleanup());

function order(phone: string, lines: Array<[Product, number]>) {
  return {
    name: 'রহিম',
    phone,
    city: 'ঢাকা',
    address: 'মিরপুর',
    products: lines.map(([product, quantity]) => ({ product: product._id, quantity })),
    shipping: 80,
    total: lines.reduce((sum, [product, quantity]) => sum + effectivePrice(product) * quantity, 0) + 80,
  };
}
const create = (payload: object, target = app) =>
  target.inject({ method: 'POST', url: '/api/order/create-order', payload });

describe('the duplicate guard', () => {
  it('the same phone ordering the same items again gets a clear 409 that names no order, not a second order', async () => {
    const [first, second] = products as [Product, Product];
    const placed = json(
      await create(
        order('01711111111', [
          [first, 2],
          [second, 1],
        ]),
      ),
    ).data;
    const again = await create(
      order('+880 1711-111111', [
        [second, 1],
        [first, 2],
      ]),
    );
    expect(again.statusCode).toBe(409);
    // A stranger who sends someone's phone with the same basket learns nothing about that order.
    expect(json(again).message).toBe(
      'এই নম্বর থেকে এই পণ্যগুলোর একটি অর্ডার এইমাত্র নেওয়া হয়েছে। নতুন করে অর্ডার করার দরকার নেই — আমরা শীঘ্রই ফোন করব।',
    );
    // Marked as already received, so the page does not call it a failure (decision 069).
    expect(json(again).data).toEqual({ alreadyReceived: true });
    expect(again.body).not.toContain(String(placed.invoiceNumber));
    expect(again.body).not.toContain(placed._id);
    const stored = await app.db
      .selectFrom('orders')
      .select('id')
      .where('phone', '=', '01711111111')
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('other items, another quantity or another phone are new orders', async () => {
    const [first, second] = products as [Product, Product];
    expect((await create(order('01722222222', [[first, 1]]))).statusCode).toBe(201);
    expect((await create(order('01722222222', [[first, 2]]))).statusCode).toBe(201);
    expect((await create(order('01722222222', [[second, 1]]))).statusCode).toBe(201);
    expect((await create(order('01733333333', [[first, 1]]))).statusCode).toBe(201);
  });

  it('a cancelled order may be placed again', async () => {
    const [first] = products as [Product];
    const placed = json(await create(order('01744444444', [[first, 3]]))).data;
    await app.inject({
      method: 'PUT',
      url: `/api/order/update/status/${placed._id}`,
      headers: await adminHeaders(app),
      payload: { status: 'cancelled' },
    });
    expect((await create(order('01744444444', [[first, 3]]))).statusCode).toBe(201);
  });
});

describe('the per-phone limit', () => {
  it('a stranger cannot lock a phone out: past ORDER_PHONE_LIMIT (5 an hour) orders are held, not refused', async () => {
    const shop = await createTestApp({ ORDER_PHONE_LIMIT: '5' });
    onTestFinished(() => shop.cleanup());
    const [first] = json(await shop.inject({ method: 'GET', url: '/api/product/all' })).data as Product[];
    const owner = await adminHeaders(shop);
    const answers = [];
    // A different quantity each time: the duplicate guard is not what is tested here.
    for (let quantity = 1; quantity <= 6; quantity++)
      answers.push(await create(order('01766666666', [[first as Product, quantity]]), shop));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const stored = await Promise.all(
      answers.map(
        async (answer) =>
          json(
            await shop.inject({
              method: 'GET',
              url: `/api/order/single/${json(answer).data._id}`,
              headers: owner,
            }),
          ).data,
      ),
    );
    // This shop holds nothing by score (threshold 101): only the limit holds the sixth.
    expect(stored.map((placed) => placed.status)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
      'on_hold',
    ]);
    expect(stored[5].risk).toMatchObject({
      held: true,
      reasons: expect.arrayContaining([expect.objectContaining({ signal: 'phoneRepeat', count: 5 })]),
    });
    // Its customer's answer is any order's: received, nothing of the assessment.
    expect(json(answers[5] as (typeof answers)[number]).data).toMatchObject({
      status: 'pending',
      risk: null,
    });
  });
});

describe('the order rate limit', () => {
  it('answers 429 with a Bengali message once a client has placed too many orders', async () => {
    const limited = await createTestApp({ ORDER_RATE_LIMIT: '3', SEED_DEMO: 'true' });
    try {
      const [first] = json(await limited.inject({ method: 'GET', url: '/api/product/all' }))
        .data as Product[];
      const statuses: number[] = [];
      for (let index = 0; index < 5; index++) {
        const response = await create(order(`0175555555${index}`, [[first as Product, 1]]), limited);
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(json(response).message).toMatch(/[\u0980-\u09FF]/);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      expect(await limited.db.selectFrom('orders').select('id').execute()).toHaveLength(3);
    } finally {
      await limited.cleanup();
    }
  });
});
