import { formatInvoiceNumber, type Product } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/auth-helpers.js';
import { startFakePathao } from '../../test/fake-pathao.js';
import { startFakeSteadfast } from '../../test/fake-steadfast.js';
import { parcelSettled, placeOrder, readOrder } from '../../test/orders.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { courierParcelWeight } from './parcel-weight.js';

const STEADFAST = { apiKey: 'sf-weight-api-key-7Hj3', secretKey: 'sf-weight-secret-2Kd9' };
const PATHAO = {
  clientId: 'weightClient1',
  clientSecret: 'pathao-weight-secret-Qw12',
  username: 'owner@example.com',
  password: 'pathao-weight-password',
};
const STORE = { store_id: 130821, store_name: 'হাট বাগান', store_address: 'উপশহর, রাজশাহী', is_active: 1 };

let app: TestApp;
let pathao: Awaited<ReturnType<typeof startFakePathao>>;
let steadfast: Awaited<ReturnType<typeof startFakeSteadfast>>;
let owner: { authorization: string };
let product: Product;

beforeAll(async () => {
  pathao = await startFakePathao({ ...PATHAO, stores: [STORE] });
  steadfast = await startFakeSteadfast(STEADFAST);
  app = await createTestApp({ PATHAO_API_URL: pathao.url, STEADFAST_API_URL: steadfast.url });
  owner = (await adminHeaders(app)) as { authorization: string };
  // A seeded product whose first size weighs a kilo, unlimited: each piece is a kilo on the scale.
  const products: Product[] = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
  const kilo = products.find((each) => each.sizes[0]?.weightGrams === 1000 && each.sizes[0]?.stock === null);
  if (!kilo) throw new Error('the demo shop has no unlimited one-kilo product');
  product = kilo;
  const put = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url, headers: owner, payload });
  expect((await put('/api/integrations/pathao', PATHAO)).statusCode).toBe(200);
  expect((await put('/api/integrations/pathao/store', { storeId: STORE.store_id })).statusCode).toBe(200);
  expect((await put('/api/integrations/steadfast', STEADFAST)).statusCode).toBe(200);
});
afterAll(async () => {
  await app.cleanup();
  await pathao.close();
  await steadfast.close();
});

/** An order of `kilos` pieces of the seeded product: lines carry no weight yet, so a kilo each. */
const orderOf = (kilos: number) => placeOrder(app, [{ product, quantity: kilos }]);
const book = (id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/order/courier-booking/${id}`, headers: owner, payload });

const settled = (id: string) => parcelSettled(app, id, owner);

describe('courierParcelWeight', () => {
  it('declares Pathao’s half-kilo floor, refuses past its 10 kg, and holds Steadfast to nothing', () => {
    expect(courierParcelWeight('pathao', 250)).toEqual({ ok: true, weightKg: 0.5 });
    expect(courierParcelWeight('pathao', 10_000)).toEqual({ ok: true, weightKg: 10 });
    expect(courierParcelWeight('pathao', 10_001)).toMatchObject({ ok: false });
    expect(courierParcelWeight('steadfast', 20_000)).toEqual({ ok: true, weightKg: 20 });
  });
});

describe('a booking carries the order’s weight', () => {
  it('sends Pathao the order’s own weight in kilos when staff give none', async () => {
    const order = await orderOf(3);
    const response = await book(order._id, { courier: 'pathao' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await settled(order._id)).parcel?.state).toBe('booked');
    expect(pathao.consignments.get(formatInvoiceNumber(order.invoiceNumber))?.item_weight).toBe(3);
  });

  it('refuses a 20 kg parcel for Pathao in Bengali before asking it, and Steadfast takes it', async () => {
    const order = await orderOf(20);
    const asked = pathao.asked.length;
    const refused = await book(order._id, { courier: 'pathao' });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errors).toEqual([
      {
        path: 'courier',
        message:
          'পার্সেলের ওজন ২০ কেজি; Pathao ১০ কেজির বেশি নেয় না। অর্ডারের পাতায় «দুই পার্সেলে ভাগ করুন» দিয়ে ভাগ করুন, বা অন্য কুরিয়ার বেছে নিন।',
      },
    ]);
    expect(pathao.asked.length).toBe(asked);
    expect((await readOrder(app, order._id, owner)).parcel).toBeNull();
    // The owner picks another courier.
    expect((await book(order._id, { courier: 'steadfast' })).statusCode).toBe(200);
    expect((await settled(order._id)).parcel).toMatchObject({ courier: 'steadfast', state: 'booked' });
  });

  it('books a bulk of orders each at its own weight, reporting the ones Pathao cannot carry', async () => {
    const light = await orderOf(2);
    const heavy = await orderOf(12);
    const response = await app.inject({
      method: 'POST',
      url: '/api/order/bulk-courier-booking',
      headers: owner,
      payload: { courier: 'pathao', ids: [light._id, heavy._id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data).toEqual({
      requested: 1,
      refused: [
        {
          _id: heavy._id,
          invoiceNumber: heavy.invoiceNumber,
          status: 'pending',
          reason: expect.stringContaining('১২ কেজি'),
        },
      ],
      missing: [],
    });
    expect((await settled(light._id)).parcel?.state).toBe('booked');
    expect(pathao.consignments.get(formatInvoiceNumber(light.invoiceNumber))?.item_weight).toBe(2);
    expect((await readOrder(app, heavy._id, owner)).parcel).toBeNull();
  });
});
