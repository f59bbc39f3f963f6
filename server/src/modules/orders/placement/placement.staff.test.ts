import { effectivePrice, envelope, OrderEventSchema, OrderSchema, type Product } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminHeaders } from '../../../test/auth-helpers.js';
import { uniquePhone } from '../../../test/orders.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';

// Decision 027: staff enter an order a customer gave on Messenger or the phone, with the page's
// prices, fees and rules, and its source recorded.
let app: TestApp;
let admin: { authorization: string };
let products: Product[];
let adminName: string;

beforeAll(async () => {
  // The duplicate guard is on, as in a real shop: it is the customer's double tap it stops, not staff.
  app = await createTestApp({ DUPLICATE_ORDER_WINDOW_MINUTES: '10' });
  admin = await adminHeaders(app);
  products = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
  adminName = json(await app.inject({ method: 'GET', url: '/api/user/logged-user', headers: admin })).data
    .name;
});
afterAll(() => app.cleanup());

const first = () => products[0] as Product;
const staffOrder = (changes: Record<string, unknown> = {}) => ({
  name: 'রহিম উদ্দিন',
  phone: uniquePhone(),
  city: 'গাজীপুর',
  address: 'টঙ্গী, স্টেশন রোড',
  products: [{ product: first()._id, quantity: 2 }],
  shipping: 80,
  source: 'messenger',
  ...changes,
});
const enter = (payload: unknown, headers: Record<string, string> = admin) =>
  app.inject({ method: 'POST', url: '/api/order/staff-create', headers, payload: payload as object });

describe('POST /api/order/staff-create', () => {
  it('enters a pending order priced by the server, with its source, discount and who entered it', async () => {
    const response = await enter(staffOrder({ source: 'phone', discount: 30, discountReason: 'ফোনে দরদাম' }));
    expect(response.statusCode, response.body).toBe(201);
    const order = envelope(OrderSchema.strict()).parse(json(response)).data;
    expect(order).toMatchObject({
      status: 'pending',
      source: 'phone',
      discount: 30,
      discountReason: 'ফোনে দরদাম',
      total: effectivePrice(first()) * 2 - 30 + 80,
      version: 1,
    });
    const listed = json(
      await app.inject({ method: 'GET', url: `/api/order/all-orders?search=${order.phone}`, headers: admin }),
    ).data;
    expect(listed).toEqual([order]);
    const events = envelope(z.array(OrderEventSchema)).parse(
      json(await app.inject({ method: 'GET', url: `/api/order/timeline/${order._id}`, headers: admin })),
    ).data;
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'created',
        by: { _id: expect.any(String), name: adminName },
        data: expect.objectContaining({ source: 'phone' }),
      }),
    ]);
  });

  it('enters an order staff took themselves as confirmed, through a recorded move by them', async () => {
    const response = await enter(staffOrder({ status: 'confirmed' }));
    expect(response.statusCode, response.body).toBe(201);
    const order = envelope(OrderSchema.strict()).parse(json(response)).data;
    expect(order.status).toBe('confirmed');
    const events = envelope(z.array(OrderEventSchema)).parse(
      json(await app.inject({ method: 'GET', url: `/api/order/timeline/${order._id}`, headers: admin })),
    ).data;
    expect(events.map((event) => event.kind).sort()).toEqual(['created', 'status']);
    expect(events.find((event) => event.kind === 'status')).toMatchObject({
      by: { _id: expect.any(String), name: adminName },
      data: { from: 'pending', to: 'confirmed' },
    });
    // The list finds it among the confirmed: the one status move wrote it.
    const confirmed = json(
      await app.inject({
        method: 'GET',
        url: `/api/order/all-orders?search=${order.phone}&status=confirmed`,
        headers: admin,
      }),
    ).data;
    expect(confirmed).toHaveLength(1);
    expect((await enter(staffOrder({ status: 'shipped' }))).statusCode).toBe(400);
  });

  it('is not stopped by the duplicate guard: staff entering a second parcel mean it', async () => {
    const body = staffOrder();
    expect((await enter(body)).statusCode).toBe(201);
    expect((await enter(body)).statusCode).toBe(201);
  });

  it('answers the same order for a repeated Idempotency-Key, and 409 when the key comes with another order', async () => {
    const body = staffOrder();
    const headers = { ...admin, 'idempotency-key': `staff-${body.phone}` };
    const created = await enter(body, headers);
    expect(created.statusCode, created.body).toBe(201);
    const again = await enter(body, headers);
    expect(again.statusCode).toBe(200);
    expect(json(again).data._id).toBe(json(created).data._id);
    expect((await enter({ ...body, city: 'অন্য' }, headers)).statusCode).toBe(409);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a web source (the page’s own orders come through the page)', { source: 'web' }, 'source'],
    ['no source', { source: undefined }, 'source'],
    ['a fee the shop does not charge', { shipping: 55 }, 'shipping'],
    ['a discount without its reason', { discount: 10 }, 'discountReason'],
    ['a discount above the lines’ sum', { discount: 10_000_000, discountReason: 'ভুল' }, 'discount'],
    [
      'an unknown product',
      { products: [{ product: 'AAAAAAAAAAAAAAAAAAAAAA', quantity: 1 }] },
      'products.0.product',
    ],
    ['a phone that is no mobile number', { phone: '999' }, 'phone'],
  ])('%s: 400 naming the field, nothing entered', async (_case, changes, path) => {
    const body = staffOrder(changes);
    const response = await enter(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response).errors.map((error: { path: string }) => error.path)).toContain(path);
    if (typeof body.phone === 'string') {
      const listed = await app.inject({
        method: 'GET',
        url: `/api/order/all-orders?search=${body.phone}`,
        headers: admin,
      });
      expect(json(listed).data).toEqual([]);
    }
  });

  it('refuses anyone not signed in', async () => {
    expect((await enter(staffOrder(), {})).statusCode).toBe(401);
  });
});
