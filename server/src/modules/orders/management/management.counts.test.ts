import { effectivePrice, ORDER_STATUSES, type Order, type Product } from '@haat/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/auth-helpers.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';

// The counts per status of the admin list come from `order_status_counts` (migration 0002), kept by
// the repository beside every order write; they must always equal a count of the orders themselves.
let app: TestApp;
let admin: { authorization: string };
let product: Product;

const counted = async () => {
  const { rows } = await sql<{ status: string; count: number }>`
    select status, count(*) as count from orders group by status`.execute(app.db);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<string, number>;
  for (const row of rows) counts[row.status] = Number(row.count);
  return { all: Object.values(counts).reduce((sum, count) => sum + count, 0), ...counts };
};
const listed = async (query = '') =>
  json(await app.inject({ method: 'GET', url: `/api/order/all-orders${query}`, headers: admin }));

async function place(phone: string): Promise<Order> {
  const response = await app.inject({
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
  return json(response).data;
}

const setStatus = (id: string, status: string) =>
  app.inject({ method: 'PUT', url: `/api/order/update/status/${id}`, headers: admin, payload: { status } });

beforeAll(async () => {
  app = await createTestApp();
  admin = await adminHeaders(app);
  [product] = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
});
afterAll(() => app.cleanup());

describe('kept counts per status', () => {
  it('follow every create, status change (same status included), delete and concurrent change', async () => {
    const orders = [];
    for (const phone of ['01711111111', '01722222222', '01733333333', '01744444444'])
      orders.push(await place(phone));
    expect((await listed()).meta.counts).toEqual(await counted());

    const [first, second, third] = orders as [Order, Order, Order, Order];
    await setStatus(first._id, 'shipped');
    await setStatus(first._id, 'shipped');
    await setStatus(second._id, 'cancelled');
    // At once, one of them a move the rules refuse until the other is made: the counts stay right.
    await Promise.all([setStatus(third._id, 'delivered'), setStatus(third._id, 'shipped')]);
    expect((await listed()).meta.counts).toEqual(await counted());

    await app.inject({ method: 'DELETE', url: `/api/order/delete/${second._id}`, headers: admin });
    await app.inject({ method: 'DELETE', url: `/api/order/delete/${second._id}`, headers: admin });
    const after = (await listed()).meta.counts;
    expect(after).toEqual(await counted());
    expect(after.all).toBe(3);
  });

  it('a search still counts its own matches: the start of a number, a whole one, digits inside one', async () => {
    await place('01799990000');
    expect((await listed('?search=017999')).meta.total).toBe(1);
    expect((await listed(`?search=${encodeURIComponent('+88 01799-990000')}`)).meta.total).toBe(1);
    expect((await listed('?search=990000')).meta.total).toBe(1);
    expect((await listed('?search=0179')).meta.total).toBe(1);
  });
});
