import {
  effectivePrice,
  envelope,
  MAX_ORDER_NOTE_LENGTH,
  type Order,
  OrderEventSchema,
  OrderSchema,
  type Product,
} from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminHeaders } from '../../../test/auth-helpers.js';
import { readTimeline } from '../../../test/orders.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';

// Decision 025: every change to an order is on its timeline, with who and when; staff add
// internal notes, which the customer never sees.
let app: TestApp;
let admin: { authorization: string };
let product: Product;
let adminName: string;
let phones = 0;

beforeAll(async () => {
  app = await createTestApp({ ORDER_RATE_LIMIT: '1000', DUPLICATE_ORDER_WINDOW_MINUTES: '0' });
  admin = await adminHeaders(app);
  [product] = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
  adminName = json(await app.inject({ method: 'GET', url: '/api/user/logged-user', headers: admin })).data
    .name;
});
afterAll(() => app.cleanup());

const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

async function place(): Promise<Order> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/order/create-order',
    headers: { 'user-agent': PHONE_BROWSER },
    payload: {
      name: 'নাজমা বেগম',
      phone: `0181${String(++phones).padStart(7, '0')}`,
      city: 'ঢাকা',
      address: 'ঠিকানা',
      products: [{ product: product._id, quantity: 1 }],
      shipping: 80,
      total: effectivePrice(product) + 80,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data;
}

const timeline = (id: string) => readTimeline(app, id, admin);
const setStatus = (id: string, status: string) =>
  app.inject({ method: 'PUT', url: `/api/order/update/status/${id}`, headers: admin, payload: { status } });
const addNote = (id: string, payload: unknown, headers: Record<string, string> = admin) =>
  app.inject({ method: 'POST', url: `/api/order/add-note/${id}`, headers, payload: payload as object });

describe('an order’s timeline', () => {
  it('opens with where the order came from: the client’s address and browser, by the customer', async () => {
    const order = await place();
    const [created, ...rest] = await timeline(order._id);
    expect(rest).toEqual([]);
    expect(created).toMatchObject({
      kind: 'created',
      at: order.createdAt,
      by: null,
      data: { address: '127.0.0.1', userAgent: PHONE_BROWSER, deviceName: 'Android · Chrome' },
    });
  });

  it('shows order staff the device, never the raw address and agent, which stay the owner’s', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/user/add',
      headers: admin,
      payload: {
        name: 'কর্মী',
        email: 'timeline-staff@example.com',
        password: 'a-good-password',
        role: 'staff',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const staff = await adminHeaders(app, {
      email: 'timeline-staff@example.com',
      password: 'a-good-password',
    });
    const order = await place();
    const response = await app.inject({
      method: 'GET',
      url: `/api/order/timeline/${order._id}`,
      headers: staff,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [created] = envelope(z.array(OrderEventSchema)).parse(json(response)).data;
    expect(created?.data).toMatchObject({ address: '', userAgent: '', deviceName: 'Android · Chrome' });
    expect(response.body).not.toContain('127.0.0.1');
  });

  it('records each status move with who made it, and nothing for the same status or a refused move', async () => {
    const order = await place();
    expect((await setStatus(order._id, 'on_hold')).statusCode).toBe(200);
    expect((await setStatus(order._id, 'confirmed')).statusCode).toBe(200);
    expect((await setStatus(order._id, 'confirmed')).statusCode).toBe(200);
    expect((await setStatus(order._id, 'delivered')).statusCode).toBe(409);
    const events = await timeline(order._id);
    expect(events.map((event) => [event.kind, event.data])).toEqual([
      ['status', { from: 'on_hold', to: 'confirmed' }],
      ['status', { from: 'pending', to: 'on_hold' }],
      ['created', expect.any(Object)],
    ]);
    expect(events[0]?.by).toEqual({ _id: expect.any(String), name: adminName });
  });

  it('takes a note (201), newest first, trimmed, by the signed-in administrator', async () => {
    const order = await place();
    const response = await addNote(order._id, { text: '  ফোন ধরেননি, বিকেলে আবার কল করতে হবে  ' });
    expect(response.statusCode, response.body).toBe(201);
    const note = envelope(OrderEventSchema).parse(json(response)).data;
    expect(note).toMatchObject({ kind: 'note', data: { text: 'ফোন ধরেননি, বিকেলে আবার কল করতে হবে' } });
    expect(note.by?.name).toBe(adminName);
    expect((await timeline(order._id))[0]).toEqual(note);
  });

  it('never shows a note to the customer', async () => {
    const order = await place();
    await addNote(order._id, { text: 'গোপন: এই ক্রেতা আগে দুবার ফেরত দিয়েছেন' });
    const publicAnswer = await app.inject({ method: 'GET', url: `/api/order/single/${order._id}` });
    expect(publicAnswer.statusCode).toBe(200);
    expect(publicAnswer.body).not.toContain('গোপন');
    expect(() => envelope(OrderSchema.strict()).parse(json(publicAnswer))).not.toThrow();
  });

  it('refuses a bad note with a clear 400 and stores nothing', async () => {
    const order = await place();
    for (const payload of [
      {},
      { text: '' },
      { text: '   ' },
      { text: 7 },
      { text: 'x'.repeat(MAX_ORDER_NOTE_LENGTH + 1) },
    ]) {
      const response = await addNote(order._id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response).errors?.[0]?.path).toBe('text');
    }
    expect((await timeline(order._id)).map((event) => event.kind)).toEqual(['created']);
  });

  it('answers 404 for an order that is not there, 400 for an id that cannot be one, 401 without signing in', async () => {
    const unknown = 'AAAAAAAAAAAAAAAAAAAAAA';
    expect(
      (await app.inject({ method: 'GET', url: `/api/order/timeline/${unknown}`, headers: admin })).statusCode,
    ).toBe(404);
    expect((await addNote(unknown, { text: 'কিছু' })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/order/timeline/not-an-id', headers: admin })).statusCode,
    ).toBe(400);
    const order = await place();
    expect((await app.inject({ method: 'GET', url: `/api/order/timeline/${order._id}` })).statusCode).toBe(
      401,
    );
    expect((await addNote(order._id, { text: 'কিছু' }, {})).statusCode).toBe(401);
  });

  it('goes with its order when the order is deleted', async () => {
    const order = await place();
    await addNote(order._id, { text: 'মুছে যাবে' });
    await app.inject({ method: 'DELETE', url: `/api/order/delete/${order._id}`, headers: admin });
    expect(
      (await app.inject({ method: 'GET', url: `/api/order/timeline/${order._id}`, headers: admin }))
        .statusCode,
    ).toBe(404);
    const left = await app.db
      .selectFrom('order_events')
      .select('id')
      .where('order_id', '=', order._id)
      .execute();
    expect(left).toEqual([]);
  });
});
