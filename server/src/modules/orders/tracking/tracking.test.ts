import {
  formatInvoiceNumber,
  type Order,
  PATHAO_INTEGRATION_HEADER,
  PATHAO_INTEGRATION_SECRET,
  type Product,
} from '@haat/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/auth-helpers.js';
import { startFakePathao } from '../../../test/fake-pathao.js';
import { startFakeSteadfast } from '../../../test/fake-steadfast.js';
import { moveOrder, placeOrder, readOrder, readTimeline } from '../../../test/orders.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { WEBHOOK_RATE_LIMIT } from './tracking.routes.js';
import { SYNC_JOB } from './tracking.service.js';

const KEYS = { apiKey: 'sf-tracking-api-key-5Tg6', secretKey: 'sf-tracking-secret-7Uj8' };
const STEADFAST_TOKEN = 'steadfast-webhook-token-Zq81Lm';
const PATHAO_SECRET = 'pathao-webhook-secret-Xw72Kp';
const PATHAO_ACCOUNT = {
  clientId: 'trackingClient1',
  clientSecret: 'pathao-tracking-secret-Hj90',
  username: 'owner@example.com',
  password: 'pathao-tracking-password',
};
const STORE = { store_id: 130820, store_name: 'হাট রাজশাহী গুদাম', store_address: 'উপশহর, রাজশাহী', is_active: 1 };

let app: TestApp;
let steadfast: Awaited<ReturnType<typeof startFakeSteadfast>>;
let pathao: Awaited<ReturnType<typeof startFakePathao>>;
let owner: { authorization: string };
let products: Product[];

beforeAll(async () => {
  steadfast = await startFakeSteadfast(KEYS);
  pathao = await startFakePathao({ ...PATHAO_ACCOUNT, stores: [STORE] });
  app = await createTestApp({ STEADFAST_API_URL: steadfast.url, PATHAO_API_URL: pathao.url });
  owner = (await adminHeaders(app)) as { authorization: string };
  products = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/integrations/steadfast',
    headers: owner,
    payload: { ...KEYS, webhookToken: STEADFAST_TOKEN },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.body).not.toContain(STEADFAST_TOKEN);
  expect(json(saved).data).toMatchObject({ webhookTokenSaved: true, webhookTokenEnding: '81Lm' });
  const pathaoSaved = await app.inject({
    method: 'PUT',
    url: '/api/integrations/pathao',
    headers: owner,
    payload: { ...PATHAO_ACCOUNT, webhookSecret: PATHAO_SECRET },
  });
  expect(pathaoSaved.body).not.toContain(PATHAO_SECRET);
  expect(json(pathaoSaved).data).toMatchObject({ webhookSecretSaved: true, webhookSecretEnding: '72Kp' });
  await app.inject({
    method: 'PUT',
    url: '/api/integrations/pathao/store',
    headers: owner,
    payload: { storeId: STORE.store_id },
  });
});
afterAll(async () => {
  await app.cleanup();
  await steadfast.close();
  await pathao.close();
});
beforeEach(() => {
  steadfast.state.mode = 'ok';
});

const current = (id: string) => readOrder(app, id, owner);

const timeline = (id: string) => readTimeline(app, id, owner);

/** The status checks asked for so far, or those of them in `states`. */
const syncJobs = async (states?: Array<'waiting' | 'running' | 'done' | 'parked'>) =>
  Number(
    (
      await app.db
        .selectFrom('outbox_jobs')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('kind', '=', SYNC_JOB)
        .$if(states !== undefined, (query) => query.where('state', 'in', states ?? []))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** The status checks not yet done: a webhook call asks for one, the worker runs it a moment later. */
const syncJobsPending = () => syncJobs(['waiting', 'running']);

/** Places an order and sends it to the courier, answering it once booked and shipped. */
async function shipped(courier: 'steadfast' | 'pathao'): Promise<Order> {
  const order = await placeOrder(app, [{ product: products[0] as Product }]);
  const booked = await app.inject({
    method: 'POST',
    url: `/api/order/courier-booking/${order._id}`,
    headers: owner,
    payload: { courier, weightKg: 1 },
  });
  expect(booked.statusCode, booked.body).toBe(200);
  await expect.poll(async () => (await current(order._id)).parcel?.state, { timeout: 5_000 }).toBe('booked');
  return current(order._id);
}

const steadfastCall = (body: Record<string, unknown>, token: string | null = STEADFAST_TOKEN) =>
  app.inject({
    method: 'POST',
    url: '/api/courier/webhook/steadfast',
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    payload: body,
  });

const deliveryCall = (order: Order, status: string, extra: Record<string, unknown> = {}) => ({
  notification_type: 'delivery_status',
  consignment_id: Number(order.parcel?.consignmentId),
  invoice: formatInvoiceNumber(order.invoiceNumber),
  tracking_id: order.parcel?.trackingCode,
  status,
  cod_amount: order.total,
  delivery_charge: 60,
  tracking_message: `Consignment status has been updated as ${status}`,
  updated_at: '2026-11-25 13:51:09',
  ...extra,
});

describe("Steadfast's webhook", () => {
  it('takes a token of at least 16 characters, never answered back', async () => {
    for (const webhookToken of ['short', 'has a space in it here']) {
      const refused = await app.inject({
        method: 'PUT',
        url: '/api/integrations/steadfast',
        headers: owner,
        payload: { webhookToken },
      });
      expect(refused.statusCode).toBe(400);
    }
    const read = await app.inject({ method: 'GET', url: '/api/integrations/steadfast', headers: owner });
    expect(read.body).not.toContain(STEADFAST_TOKEN);
    expect(json(read).data.webhookTokenEnding).toBe('81Lm');
  });

  it('refuses a call without the owner’s token, for a parcel the shop does not have, or malformed, changing nothing', async () => {
    const order = await shipped('steadfast');
    const jobs = await syncJobs();
    for (const token of [null, 'wrong-token-of-some-length', `${STEADFAST_TOKEN}x`]) {
      const refused = await steadfastCall(deliveryCall(order, 'delivered'), token);
      expect(refused.statusCode).toBe(401);
      expect(json(refused)).toEqual({ status: 'error', message: 'Unauthorized' });
    }
    const unknown = await steadfastCall({
      ...deliveryCall(order, 'delivered'),
      consignment_id: 9_999_999,
      invoice: 'INV-1',
    });
    expect(unknown.statusCode).toBe(404);
    for (const malformed of [
      { status: 'delivered' },
      { notification_type: 'delivery_status', consignment_id: 'abc' },
    ]) {
      expect((await steadfastCall(malformed)).statusCode).toBe(400);
    }
    expect(await syncJobs()).toBe(jobs);
    expect((await current(order._id)).status).toBe('shipped');
  });

  it('is a signal: the order moves only when Steadfast’s status API says so', async () => {
    const order = await shipped('steadfast');
    // Steadfast itself still says in_review: a call claiming delivery moves nothing.
    const early = await steadfastCall(deliveryCall(order, 'delivered'));
    expect(early.statusCode).toBe(200);
    expect(json(early)).toEqual({ status: 'success', message: 'Webhook received successfully.' });
    // Its status check done (on a busy machine it ran after Steadfast's answer below had changed).
    await expect.poll(syncJobsPending, { timeout: 10_000 }).toBe(0);
    await expect.poll(async () => (await timeline(order._id))[0]?.kind).toBe('courier');
    expect((await current(order._id)).status).toBe('shipped');

    steadfast.setStatus(formatInvoiceNumber(order.invoiceNumber), 'delivered');
    const call = deliveryCall(order, 'delivered', { updated_at: '2026-11-25 14:02:00' });
    expect((await steadfastCall(call)).statusCode).toBe(200);
    await expect.poll(async () => (await current(order._id)).status, { timeout: 5_000 }).toBe('delivered');
    const after = await current(order._id);
    expect(after.parcel?.courierStatus).toBe('delivered');
    const [latest, previous] = await timeline(order._id);
    expect([latest?.kind, previous?.kind].sort()).toEqual(['courier', 'status']);
    expect((await timeline(order._id)).find((event) => event.kind === 'status')).toMatchObject({
      by: null,
      data: { from: 'shipped', to: 'delivered' },
    });

    // The same call again (a replay) changes nothing twice.
    const events = (await timeline(order._id)).length;
    const jobs = await syncJobs();
    expect((await steadfastCall(call)).statusCode).toBe(200);
    expect(await syncJobs()).toBe(jobs);
    expect((await timeline(order._id)).length).toBe(events);
  });

  it('a partial delivery is delivered with the cash collected noted; a cancelled parcel comes back', async () => {
    const partly = await shipped('steadfast');
    steadfast.setStatus(formatInvoiceNumber(partly.invoiceNumber), 'partial_delivered');
    expect(
      (await steadfastCall(deliveryCall(partly, 'partial_delivered', { cod_amount: 500 }))).statusCode,
    ).toBe(200);
    await expect.poll(async () => (await current(partly._id)).status, { timeout: 5_000 }).toBe('delivered');
    const note = (await timeline(partly._id)).find(
      (event) => event.kind === 'courier' && event.data.action === 'update',
    );
    expect(note?.kind === 'courier' && note.data.message).toContain('আংশিক ডেলিভারি: আদায় ৳৫০০');

    const back = await shipped('steadfast');
    steadfast.setStatus(formatInvoiceNumber(back.invoiceNumber), 'cancelled');
    expect((await steadfastCall(deliveryCall(back, 'cancelled'))).statusCode).toBe(200);
    await expect.poll(async () => (await current(back._id)).status, { timeout: 5_000 }).toBe('returned');
  });

  it('never moves an order backwards: a returned order stays returned, and the timeline says why', async () => {
    const order = await shipped('steadfast');
    await moveOrder(app, owner, order._id, 'returned');
    steadfast.setStatus(formatInvoiceNumber(order.invoiceNumber), 'delivered');
    expect((await steadfastCall(deliveryCall(order, 'delivered'))).statusCode).toBe(200);
    await expect
      .poll(async () => (await current(order._id)).parcel?.courierStatus, { timeout: 5_000 })
      .toBe('delivered');
    expect((await current(order._id)).status).toBe('returned');
    const update = (await timeline(order._id))[0];
    expect(update?.kind === 'courier' && update.data.message).toContain(
      'অর্ডারটি "ফেরত এসেছে", তাই "ডেলিভারি হয়েছে" করা হয়নি',
    );
  });
});

const pathaoCall = (body: Record<string, unknown>, signature: string | null = PATHAO_SECRET) =>
  app.inject({
    method: 'POST',
    url: '/api/courier/webhook/pathao',
    headers: signature === null ? {} : { 'x-pathao-signature': signature },
    payload: body,
  });

/** Every answer that carries the order: the admin list, the order, its timeline, the print read, the customer's. */
async function readsOf(id: string): Promise<number[]> {
  return Promise.all(
    [
      app.inject({ method: 'GET', url: '/api/order/all-orders', headers: owner }),
      app.inject({ method: 'GET', url: `/api/order/single/${id}`, headers: owner }),
      app.inject({ method: 'GET', url: `/api/order/timeline/${id}`, headers: owner }),
      app.inject({ method: 'GET', url: `/api/order/many?ids=${id}`, headers: owner }),
      app.inject({ method: 'GET', url: `/api/order/single/${id}` }),
    ].map(async (response) => (await response).statusCode),
  );
}

describe('courier input is bounded (decision 036)', () => {
  const extremes = [1e300, -60, 100_001, '1e300', 'NaN', 'Infinity', '60'];

  it('refuses a Steadfast or Pathao call with a money or id field out of bounds, writing nothing', async () => {
    const order = await shipped('steadfast');
    const byPathao = await shipped('pathao');
    const pathaoEvent = {
      consignment_id: byPathao.parcel?.consignmentId,
      merchant_order_id: formatInvoiceNumber(byPathao.invoiceNumber),
      updated_at: '2026-11-25 18:49:43',
      store_id: STORE.store_id,
      event: 'order.delivered',
    };
    const jobs = await syncJobs();
    for (const value of extremes) {
      for (const field of ['delivery_charge', 'cod_amount']) {
        const refused = await steadfastCall(deliveryCall(order, 'delivered', { [field]: value }));
        expect(refused.statusCode, `${field}: ${value}`).toBe(400);
        expect(refused.body).toContain(field);
      }
      for (const field of ['delivery_fee', 'collected_amount']) {
        const refused = await pathaoCall({ ...pathaoEvent, [field]: value });
        expect(refused.statusCode, `${field}: ${value}`).toBe(400);
      }
    }
    for (const storeId of [1e300, -1, 1.5, '130820'])
      expect((await pathaoCall({ ...pathaoEvent, store_id: storeId })).statusCode).toBe(400);
    for (const consignment of [1.5, -1, 1e300])
      expect(
        (await steadfastCall(deliveryCall(order, 'delivered', { consignment_id: consignment }))).statusCode,
      ).toBe(400);
    expect(await syncJobs()).toBe(jobs);
    for (const before of [order, byPathao]) {
      expect(await readsOf(before._id)).toEqual([200, 200, 200, 200, 200]);
      // The fee is still what the booking answer said (Pathao's) or unknown (Steadfast's).
      expect((await current(before._id)).parcel?.fee).toBe(before.parcel?.fee);
    }
  });

  it('takes a fractional fee or amount within bounds, and every read of the order still answers', async () => {
    const order = await shipped('steadfast');
    steadfast.setStatus(formatInvoiceNumber(order.invoiceNumber), 'partial_delivered');
    const call = deliveryCall(order, 'partial_delivered', { delivery_charge: 60.5, cod_amount: 99_999.99 });
    expect((await steadfastCall(call)).statusCode).toBe(200);
    await expect.poll(async () => (await current(order._id)).status, { timeout: 5_000 }).toBe('delivered');
    expect(await readsOf(order._id)).toEqual([200, 200, 200, 200, 200]);
    expect((await current(order._id)).parcel?.fee).toBeNull();
  });

  it('a fee stored before the bound does not break a read of its order', async () => {
    const order = await shipped('steadfast');
    // Out of the bound on either engine: SQLite stores 1e300 in an integer column as a REAL, while
    // PostgreSQL's integer holds at most 2^31 - 1.
    const poisonedFee = process.env.TEST_DATABASE_URL ? 2_147_483_647 : 1e300;
    await app.db.updateTable('orders').set({ parcel_fee: poisonedFee }).where('id', '=', order._id).execute();
    await app.db
      .updateTable('order_events')
      .set({
        data: JSON.stringify({ action: 'update', courier: 'steadfast', courierStatus: 'x', fee: -5.5 }),
      })
      .where('order_id', '=', order._id)
      .where('kind', '=', 'courier')
      .execute();
    expect(await readsOf(order._id)).toEqual([200, 200, 200, 200, 200]);
    expect((await current(order._id)).parcel?.fee).toBeNull();
  });

  it('knows a duplicate by what it means: 50 calls with varied extra fields ask one status check', async () => {
    const order = await shipped('steadfast');
    const jobs = await syncJobs();
    for (let index = 0; index < 50; index += 1) {
      const response = await steadfastCall(
        deliveryCall(order, 'in_review', { [`extra_${index}`]: index, tracking_id: `T${index}` }),
      );
      expect(response.statusCode).toBe(200);
    }
    expect(await syncJobs()).toBe(jobs + 1);
  });

  it('spaces one parcel’s checks: calls of different times while one waits are due a minute apart', async () => {
    const order = await shipped('steadfast');
    steadfast.state.mode = 'down';
    for (const minute of ['10', '11', '12'])
      expect(
        (await steadfastCall(deliveryCall(order, 'in_review', { updated_at: `2026-11-25 13:${minute}:00` })))
          .statusCode,
      ).toBe(200);
    // Steadfast is down, so the first check stays waiting (retried); the next two wait behind it.
    const jobs = await app.db
      .selectFrom('outbox_jobs')
      .select(['created_at', 'run_after'])
      .where('order_id', '=', order._id)
      .where('kind', '=', SYNC_JOB)
      .orderBy('created_at')
      .orderBy('run_after')
      .execute();
    expect(jobs).toHaveLength(3);
    for (const [index, later] of jobs.entries())
      if (index > 0)
        expect(
          Date.parse(later.run_after) - Date.parse(jobs[index - 1]?.created_at ?? ''),
        ).toBeGreaterThanOrEqual(60_000);
  });
});

describe("Pathao's webhook", () => {
  it('answers the integration handshake exactly as Pathao’s docs say, and its header on every answer', async () => {
    const handshake = await pathaoCall({ event: 'webhook_integration' }, null);
    expect(handshake.statusCode).toBe(202);
    expect(handshake.headers[PATHAO_INTEGRATION_HEADER.toLowerCase()]).toBe(PATHAO_INTEGRATION_SECRET);
    const refused = await pathaoCall(
      { event: 'order.delivered', consignment_id: 'DL000001PF' },
      'wrong-secret',
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.headers[PATHAO_INTEGRATION_HEADER.toLowerCase()]).toBe(PATHAO_INTEGRATION_SECRET);
    expect((await pathaoCall({ event: 'store.updated', store_id: 1 })).statusCode).toBe(202);
    expect((await pathaoCall({ event: 'order.delivered' })).statusCode).toBe(400);
    expect((await pathaoCall({ event: 'order.delivered', consignment_id: 'DL-NOT-OURS' })).statusCode).toBe(
      404,
    );
  });

  it('an order event is checked with Pathao and moves the order', async () => {
    const order = await shipped('pathao');
    const invoice = formatInvoiceNumber(order.invoiceNumber);
    pathao.setStatus(invoice, 'Delivered');
    const event = await pathaoCall({
      consignment_id: order.parcel?.consignmentId,
      merchant_order_id: invoice,
      updated_at: '2026-11-25 18:49:43',
      timestamp: '2026-11-25T12:49:43+00:00',
      store_id: STORE.store_id,
      event: 'order.delivered',
      delivery_fee: 83.46,
    });
    expect(event.statusCode).toBe(202);
    await expect.poll(async () => (await current(order._id)).status, { timeout: 5_000 }).toBe('delivered');
  });
});

describe('the couriers call over HTTP as they do in production', () => {
  it('Steadfast’s own call delivers the parcel and Pathao’s returns one; neither body sets the fee', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const order = await shipped('steadfast');
    const invoice = formatInvoiceNumber(order.invoiceNumber);
    expect(
      await steadfast.notify(
        { url: `${address}/api/courier/webhook/steadfast`, token: STEADFAST_TOKEN },
        invoice,
        'delivered',
      ),
    ).toBe(200);
    await expect.poll(async () => (await current(order._id)).status, { timeout: 5_000 }).toBe('delivered');
    // The status API does not say the fee, and the call's body is only a signal (decision 036).
    expect((await current(order._id)).parcel?.fee).toBeNull();

    const byPathao = await shipped('pathao');
    const pathaoInvoice = formatInvoiceNumber(byPathao.invoiceNumber);
    expect(
      await pathao.notify(
        { url: `${address}/api/courier/webhook/pathao`, secret: PATHAO_SECRET },
        pathaoInvoice,
        'order.returned',
        'Return',
      ),
    ).toBe(202);
    await expect.poll(async () => (await current(byPathao._id)).status, { timeout: 5_000 }).toBe('returned');
    // Pathao's booking answer names its fee (with paisa, rounded up); its call's body does not count.
    expect((await current(byPathao._id)).parcel?.fee).toBe(84);
  });

  it('refuses a body far larger than a courier’s call, changing nothing', async () => {
    const response = await steadfastCall({
      notification_type: 'tracking_update',
      consignment_id: 1,
      tracking_message: 'x'.repeat(20 * 1024),
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('parcels still out are polled', () => {
  it('a missed webhook only delays the news: the poll finds the delivery, once per window', async () => {
    const order = await shipped('steadfast');
    steadfast.setStatus(formatInvoiceNumber(order.invoiceNumber), 'delivered');
    const now = Date.now();
    expect(await app.services.courierTracking.poll(now)).toBeGreaterThan(0);
    await expect.poll(async () => (await current(order._id)).status, { timeout: 5_000 }).toBe('delivered');
    // A second pass in the same window, on this instance or another, asks nothing again.
    expect(await app.services.courierTracking.poll(now)).toBe(0);
  });
});

describe('staff ask the courier now', () => {
  const ask = (id: string) =>
    app.inject({ method: 'POST', url: `/api/order/courier-check/${id}`, headers: owner });

  it('the status check moves the order as a webhook would, and a second tap within the minute adds nothing', async () => {
    const order = await shipped('steadfast');
    steadfast.setStatus(formatInvoiceNumber(order.invoiceNumber), 'delivered');
    const before = await syncJobs();
    const asked = await ask(order._id);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(json(asked).data).toMatchObject({ _id: order._id, status: 'shipped' });
    expect(await syncJobs()).toBe(before + 1);
    await expect.poll(async () => (await current(order._id)).status, { timeout: 5_000 }).toBe('delivered');
    expect(
      (await timeline(order._id)).some((event) => event.kind === 'courier' && event.data.action === 'update'),
    ).toBe(true);
    expect((await ask(order._id)).statusCode).toBe(200);
    expect(await syncJobs()).toBe(before + 1);
  });

  it('refuses an order without a parcel (409), an unknown one (404) and a malformed id (400), asking nothing', async () => {
    const order = await placeOrder(app, [{ product: products[0] as Product }]);
    const before = await syncJobs();
    const notBooked = await ask(order._id);
    expect(notBooked.statusCode).toBe(409);
    expect(json(notBooked).message).toContain('কুরিয়ারের কাছে নেই');
    expect((await ask('a'.repeat(22))).statusCode).toBe(404);
    expect((await ask('not an id')).statusCode).toBe(400);
    expect(await syncJobs()).toBe(before);
    expect((await current(order._id)).status).toBe('pending');
  });
});

// Last in this file: it spends the address's webhook allowance for the minute.
describe('the webhook routes are rate limited', () => {
  it('a flood from one address past what a courier sends is answered 429, each courier counted apart', async () => {
    const answers: number[] = [];
    for (let index = 0; index <= WEBHOOK_RATE_LIMIT; index += 1)
      answers.push(
        (await steadfastCall({ notification_type: 'x', consignment_id: 1 }, 'wrong-token-x')).statusCode,
      );
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((status) => status !== 429).length).toBeLessThanOrEqual(WEBHOOK_RATE_LIMIT);
    expect(new Set(answers.filter((status) => status !== 429))).toEqual(new Set([401]));
    expect((await pathaoCall({ event: 'webhook_integration' }, null)).statusCode).toBe(202);
  });
});
