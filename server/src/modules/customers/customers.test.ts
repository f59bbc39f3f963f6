import { CustomerSchema, envelope, type OrderStatus, type Product } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/auth-helpers.js';
import { moveOrder, placeOrder, uniquePhone } from '../../test/orders.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

// Decision 029: a customer page per phone number, reachable from every order: all their orders,
// how many were delivered, returned or cancelled, what they paid, and the notes on them.
let app: TestApp;
let admin: { authorization: string };
let product: Product;

beforeAll(async () => {
  app = await createTestApp({ ORDER_RATE_LIMIT: '1000', DUPLICATE_ORDER_WINDOW_MINUTES: '0' });
  admin = await adminHeaders(app);
  [product] = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
});
afterAll(() => app.cleanup());

const customer = (phone: string, headers: Record<string, string> = admin) =>
  app.inject({ method: 'GET', url: `/api/customer/${encodeURIComponent(phone)}`, headers });

const move = (id: string, status: OrderStatus) => moveOrder(app, admin, id, status);

describe('GET /api/customer/{phone}', () => {
  it('counts their orders by how they ended, sums what delivered orders paid, lists orders and notes newest first', async () => {
    const phone = uniquePhone();
    const delivered = await placeOrder(app, [{ product, quantity: 2 }], { phone, name: 'রুবিনা' });
    const returned = await placeOrder(app, [{ product }], { phone, name: 'রুবিনা' });
    const cancelled = await placeOrder(app, [{ product }], { phone, name: 'রুবিনা' });
    const open = await placeOrder(app, [{ product }], { phone, name: 'রুবিনা আক্তার' });
    const stranger = await placeOrder(app, [{ product }]);
    await move(delivered._id, 'delivered');
    await move(returned._id, 'returned');
    await move(cancelled._id, 'cancelled');
    for (const [order, text] of [
      [delivered, 'ভালো ক্রেতা, সময়মতো টাকা দেন'],
      [returned, 'পার্সেল নেননি, ফোন বন্ধ'],
    ] as const) {
      const note = await app.inject({
        method: 'POST',
        url: `/api/order/add-note/${order._id}`,
        headers: admin,
        payload: { text },
      });
      expect(note.statusCode).toBe(201);
    }

    // Any spelling of the number finds them.
    const response = await customer(`+88 ${phone.slice(0, 5)}-${phone.slice(5)}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = envelope(CustomerSchema.strict()).parse(json(response));
    expect(data).toMatchObject({
      phone,
      name: 'রুবিনা আক্তার',
      names: ['রুবিনা আক্তার', 'রুবিনা'],
      firstOrderAt: delivered.createdAt,
      lastOrderAt: open.createdAt,
      counts: { orders: 4, delivered: 1, returned: 1, cancelled: 1, open: 1 },
      totalSpent: delivered.total,
    });
    expect(data.orders.map((order) => order._id)).toEqual([
      open._id,
      cancelled._id,
      returned._id,
      delivered._id,
    ]);
    expect(data.orders.map((order) => order._id)).not.toContain(stranger._id);
    expect(data.orders[0]).toMatchObject({
      invoiceNumber: open.invoiceNumber,
      status: 'pending',
      source: 'web',
    });
    expect(data.notes.map((note) => [note.invoiceNumber, note.text])).toEqual([
      [returned.invoiceNumber, 'পার্সেল নেননি, ফোন বন্ধ'],
      [delivered.invoiceNumber, 'ভালো ক্রেতা, সময়মতো টাকা দেন'],
    ]);
    expect(data.notes[0]?.by?.name).toEqual(expect.any(String));
  });

  it('finds the number in Bengali digits too', async () => {
    const phone = uniquePhone();
    await placeOrder(app, [{ product }], { phone });
    const bengali = phone.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)] ?? digit);
    expect(json(await customer(bengali)).data.phone).toBe(phone);
  });

  it('answers 404 for a number that never ordered, 400 for one that is no mobile number, 401 without a token', async () => {
    expect((await customer('01999999999')).statusCode).toBe(404);
    const bad = await customer('12345');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual([{ path: 'phone', message: expect.any(String) }]);
    expect((await customer('01712345678', {})).statusCode).toBe(401);
  });
});
