import { envelope, type Order, OrderSchema, type Product } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminHeaders } from '../../../test/auth-helpers.js';
import { placeOrder, readOrder, readTimeline } from '../../../test/orders.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';

// Decision 061: cancel and hold take a reason in one tap; it is kept with the move, shown with the
// order and on its timeline, and the on-hold list can be narrowed by it.
let app: TestApp;
let admin: { authorization: string };
let product: Product;

beforeAll(async () => {
  app = await createTestApp({ ORDER_RATE_LIMIT: '100000', DUPLICATE_ORDER_WINDOW_MINUTES: '0' });
  admin = await adminHeaders(app);
  [product] = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
});
afterAll(() => app.cleanup());

const move = (id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/order/update/status/${id}`, headers: admin, payload });
const timeline = (id: string) => readTimeline(app, id, admin);
const list = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/order/all-orders?${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  const body = json(response);
  return { orders: z.array(OrderSchema).parse(body.data), total: body.meta.total as number };
};

describe('a reason with a status move', () => {
  it('is kept with the order and its timeline entry, and cleared by the next move', async () => {
    const order = await placeOrder(app, [{ product }]);
    const held = await move(order._id, { status: 'on_hold', reason: 'unreachable' });
    expect(held.statusCode, held.body).toBe(200);
    expect(envelope(OrderSchema).parse(json(held)).data).toMatchObject({
      status: 'on_hold',
      statusReason: 'unreachable',
      statusNote: '',
    });
    expect((await timeline(order._id))[0]).toMatchObject({
      kind: 'status',
      data: { from: 'pending', to: 'on_hold', reason: 'unreachable' },
    });

    const cancelled = await move(order._id, {
      status: 'cancelled',
      reason: 'other',
      note: '  অন্য দোকানে কিনেছেন ',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await readOrder(app, order._id, admin)).toMatchObject({
      statusReason: 'other',
      statusNote: 'অন্য দোকানে কিনেছেন',
    });
    expect((await timeline(order._id))[0]).toMatchObject({
      data: { to: 'cancelled', reason: 'other', note: 'অন্য দোকানে কিনেছেন' },
    });

    expect((await move(order._id, { status: 'pending' })).statusCode).toBe(200);
    expect(await readOrder(app, order._id, admin)).toMatchObject({ statusReason: null, statusNote: '' });
  });

  it('refuses a reason for another status, `other` without a note, a note without `other`, an unknown reason', async () => {
    const order = await placeOrder(app, [{ product }]);
    for (const [payload, path] of [
      [{ status: 'confirmed', reason: 'refused' }, 'reason'],
      [{ status: 'cancelled', reason: 'other' }, 'note'],
      [{ status: 'cancelled', reason: 'other', note: '   ' }, 'note'],
      [{ status: 'on_hold', reason: 'fake', note: 'কেন' }, 'note'],
      [{ status: 'on_hold', reason: 'busy' }, 'reason'],
    ] as const) {
      const response = await move(order._id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response).errors.map((error: { path: string }) => error.path)).toContain(path);
    }
    expect((await readOrder(app, order._id, admin)).status).toBe('pending');
  });

  it('goes with every order of a bulk change', async () => {
    const orders = [await placeOrder(app, [{ product }]), await placeOrder(app, [{ product }])];
    const response = await app.inject({
      method: 'POST',
      url: '/api/order/bulk-status',
      headers: admin,
      payload: { status: 'cancelled', reason: 'out_of_stock', ids: orders.map((order) => order._id) },
    });
    expect(response.statusCode, response.body).toBe(200);
    for (const order of orders) {
      expect((await readOrder(app, order._id, admin)).statusReason).toBe('out_of_stock');
      expect((await timeline(order._id))[0]).toMatchObject({
        data: { to: 'cancelled', reason: 'out_of_stock' },
      });
    }
  });
});

describe('the on-hold list by reason', () => {
  it('shows only the orders held for it, or with none, and counts them for the pages', async () => {
    // One family of numbers, so a search finds these orders and no other test's.
    const prefix = `01899${String(process.pid % 1000).padStart(3, '0')}0`;
    const place = async (index: number) => placeOrder(app, [{ product }], { phone: `${prefix}0${index}` });
    const unreachable: Order[] = [await place(1), await place(2)];
    for (const order of unreachable) await move(order._id, { status: 'on_hold', reason: 'unreachable' });
    const fake = await place(3);
    await move(fake._id, { status: 'on_hold', reason: 'fake' });
    const without = await place(4);
    await move(without._id, { status: 'on_hold' });

    const ids = (orders: Order[]) => orders.map((order) => order._id).sort();
    const held = await list(`status=on_hold&search=${prefix}&reason=unreachable`);
    expect(ids(held.orders)).toEqual(ids(unreachable));
    expect(held.total).toBe(2);
    const page = await list(`status=on_hold&search=${prefix}&reason=unreachable&limit=1`);
    expect(page.orders).toHaveLength(1);
    expect(page.total).toBe(2);
    expect(ids((await list(`status=on_hold&search=${prefix}&reason=none`)).orders)).toEqual([without._id]);
    expect(ids((await list(`status=on_hold&search=${prefix}`)).orders)).toHaveLength(4);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/order/all-orders?status=on_hold&reason=busy',
      headers: admin,
    });
    expect(refused.statusCode).toBe(400);
  });
});
