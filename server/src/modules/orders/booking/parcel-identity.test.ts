import {
  DEFAULT_SMS_TEMPLATES,
  formatInvoiceNumber,
  type Order,
  PARCEL_WAITING_FOR_IDS,
  type Product,
} from '@haat/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/auth-helpers.js';
import { startFakePathao } from '../../../test/fake-pathao.js';
import { startFakeBulkSmsBd } from '../../../test/fake-sms-gateways.js';
import { startFakeSteadfast } from '../../../test/fake-steadfast.js';
import { placeOrder, readOrder, readTimeline } from '../../../test/orders.js';
import { makeJobsDue } from '../../../test/outbox.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { SMS_JOB } from '../../sms/sms.service.js';
import { BOOKING_JOB } from './booking.service.js';

// A parcel booked is a parcel known (decision 058): a booking tried again asks the courier first,
// and a parcel whose answer was lost gets its ids from the courier's webhook or from staff, each
// checked with the courier, while the order says it waits for them and no SMS goes without them.

const KEYS = { apiKey: 'sf-identity-api-key-7Hn3', secretKey: 'sf-identity-secret-2Pq9' };
const STEADFAST_TOKEN = 'steadfast-identity-token-Rw35Yx';
const PATHAO_SECRET = 'pathao-identity-secret-Kv63Ub';
const PATHAO_ACCOUNT = {
  clientId: 'identityClient1',
  clientSecret: 'pathao-identity-secret-Tz41',
  username: 'owner@example.com',
  password: 'pathao-identity-password',
};
const STORE = { store_id: 130820, store_name: 'হাট রাজশাহী গুদাম', store_address: 'উপশহর, রাজশাহী', is_active: 1 };
const SMS = { apiKey: 'bulksmsbd-identity-key-Zx81', senderId: '8809617000000' };

let app: TestApp;
let steadfast: Awaited<ReturnType<typeof startFakeSteadfast>>;
let pathao: Awaited<ReturnType<typeof startFakePathao>>;
let sms: Awaited<ReturnType<typeof startFakeBulkSmsBd>>;
let owner: { authorization: string };
let products: Product[];

beforeAll(async () => {
  steadfast = await startFakeSteadfast(KEYS);
  pathao = await startFakePathao({ ...PATHAO_ACCOUNT, stores: [STORE] });
  sms = await startFakeBulkSmsBd(SMS);
  app = await createTestApp({
    STEADFAST_API_URL: steadfast.url,
    PATHAO_API_URL: pathao.url,
    BULKSMSBD_API_URL: sms.url,
  });
  owner = (await adminHeaders(app)) as { authorization: string };
  products = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
  const saves = [
    ['/api/integrations/steadfast', { ...KEYS, webhookToken: STEADFAST_TOKEN }],
    ['/api/integrations/pathao', { ...PATHAO_ACCOUNT, webhookSecret: PATHAO_SECRET }],
    ['/api/integrations/pathao/store', { storeId: STORE.store_id }],
    [
      '/api/integrations/sms',
      {
        enabled: true,
        gateway: 'bulksmsbd',
        bulksmsbd: SMS,
        sslwireless: { apiToken: '', sid: '' },
        templates: DEFAULT_SMS_TEMPLATES,
      },
    ],
  ] as const;
  for (const [url, payload] of saves) {
    const saved = await app.inject({ method: 'PUT', url, headers: owner, payload });
    expect(saved.statusCode, saved.body).toBe(200);
  }
});
afterAll(async () => {
  await app.cleanup();
  await steadfast.close();
  await pathao.close();
  await sms.close();
});
beforeEach(() => {
  steadfast.state.mode = 'ok';
  pathao.state.mode = 'ok';
  // Both couriers take a repeated invoice as a new parcel: only asking first keeps it to one.
  steadfast.state.acceptRepeatedInvoices = true;
  pathao.state.acceptRepeatedInvoices = true;
});

const current = (id: string) => readOrder(app, id, owner);

const timeline = (id: string) => readTimeline(app, id, owner);

const bookingJob = async (orderId: string) =>
  app.db
    .selectFrom('outbox_jobs')
    .selectAll()
    .where('kind', '=', BOOKING_JOB)
    .where('payload', 'like', `%${orderId}%`)
    .executeTakeFirst();

const enterIds = (id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/order/courier-ids/${id}`, headers: owner, payload });

const sentTo = (order: Order) => sms.sent.filter((message) => message.to === `88${order.phone}`);

/**
 * Sends the order to `courier` while the courier makes parcels and cuts the connection before its
 * answer, then lets the retry run with the courier answering again: what a dropped link or a
 * crash after the courier's work leaves.
 */
async function bookLosingTheAnswer(courier: 'steadfast' | 'pathao'): Promise<Order> {
  const fake = courier === 'steadfast' ? steadfast : pathao;
  fake.state.mode = 'lose-answer';
  const order = await placeOrder(app, [{ product: products[0] as Product }]);
  const booked = await app.inject({
    method: 'POST',
    url: `/api/order/courier-booking/${order._id}`,
    headers: owner,
    payload: { courier, weightKg: 1 },
  });
  expect(booked.statusCode, booked.body).toBe(200);
  await expect
    .poll(async () => (await bookingJob(order._id))?.last_error ?? null, { timeout: 5_000 })
    .not.toBeNull();
  fake.state.mode = 'ok';
  await makeJobsDue(app, { kind: BOOKING_JOB });
  return order;
}

/** The parcels a fake courier made for the order's invoice, repeats included. */
const parcelsAt = (fake: { made: ReadonlyArray<object> }, order: Order) =>
  fake.made.filter((made) => {
    const key = made as { invoice?: unknown; merchant_order_id?: unknown };
    return (key.invoice ?? key.merchant_order_id) === formatInvoiceNumber(order.invoiceNumber);
  });

describe('a Steadfast booking whose answer was lost', () => {
  it('asks before sending again, makes no second parcel, and waits for its ids without an SMS', async () => {
    const order = await bookLosingTheAnswer('steadfast');
    const invoice = formatInvoiceNumber(order.invoiceNumber);
    await expect
      .poll(async () => (await current(order._id)).parcel?.state, { timeout: 5_000 })
      .toBe('booked');

    // Asked by invoice, found, and not sent again: one parcel at a courier that takes repeats.
    expect(steadfast.calls).toContainEqual({ method: 'GET', path: `/status_by_invoice/${invoice}` });
    expect(steadfast.asked.filter((asked) => asked === invoice)).toHaveLength(1);
    expect(parcelsAt(steadfast, order)).toHaveLength(1);

    const waiting = await current(order._id);
    expect(waiting.status).toBe('shipped');
    expect(waiting.parcel).toMatchObject({ consignmentId: '', trackingCode: '', courierStatus: 'in_review' });
    const booked = (await timeline(order._id)).find(
      (event) => event.kind === 'courier' && event.data.action === 'booked',
    );
    expect(booked?.kind === 'courier' ? booked.data.message : '').toContain(PARCEL_WAITING_FOR_IDS);

    // The "sent to the courier" SMS names the tracking code: it waits for one.
    await expect
      .poll(
        async () =>
          (
            await app.db
              .selectFrom('outbox_jobs')
              .select(['state', 'attempts'])
              .where('kind', '=', SMS_JOB)
              .where('order_id', '=', order._id)
              .where('payload', 'like', '%shipped%')
              .executeTakeFirst()
          )?.state,
        { timeout: 5_000 },
      )
      .toBe('waiting');
    await makeJobsDue(app, { kind: SMS_JOB, orderId: order._id });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The default "shipped" text ("… পাঠানো হলো: …") has not gone out without its code.
    expect(sentTo(order).filter((message) => message.text.includes('পাঠানো হলো'))).toEqual([]);
  });

  it('gets its ids from the next webhook naming them, checked with Steadfast; a forged id is not kept', async () => {
    const order = await bookLosingTheAnswer('steadfast');
    await expect
      .poll(async () => (await current(order._id)).parcel?.state, { timeout: 5_000 })
      .toBe('booked');
    const invoice = formatInvoiceNumber(order.invoiceNumber);
    const made = steadfast.consignments.get(invoice);
    if (!made) throw new Error('the fake made no consignment');
    const call = (consignmentId: number, trackingId: string, updatedAt: string) =>
      app.inject({
        method: 'POST',
        url: '/api/courier/webhook/steadfast',
        headers: { authorization: `Bearer ${STEADFAST_TOKEN}` },
        payload: {
          notification_type: 'tracking_update',
          consignment_id: consignmentId,
          invoice,
          tracking_id: trackingId,
          tracking_message: 'Assigned to rider for pickup.',
          updated_at: updatedAt,
        },
      });

    // An id Steadfast does not have, with the right invoice: accepted as a signal, kept nowhere.
    expect((await call(88_000_001, 'SFFORGED1', '2026-11-28 10:00:00')).statusCode).toBe(200);
    await expect
      .poll(async () => steadfast.calls.some((asked) => asked.path === '/status_by_cid/88000001'), {
        timeout: 5_000,
      })
      .toBe(true);
    await expect
      .poll(async () =>
        (
          await app.db
            .selectFrom('outbox_jobs')
            .select('state')
            .where('order_id', '=', order._id)
            .where('kind', '=', 'courier.sync')
            .execute()
        ).every((job) => job.state === 'done'),
      )
      .toBe(true);
    expect((await current(order._id)).parcel).toMatchObject({ consignmentId: '', trackingCode: '' });

    // Steadfast's own call: its id and tracking code are confirmed and kept.
    expect((await call(made.consignment_id, made.tracking_code, '2026-11-28 10:05:00')).statusCode).toBe(200);
    await expect
      .poll(async () => (await current(order._id)).parcel?.consignmentId, { timeout: 5_000 })
      .toBe(String(made.consignment_id));
    expect((await current(order._id)).parcel?.trackingCode).toBe(made.tracking_code);
    const found = (await timeline(order._id)).find(
      (event) => event.kind === 'courier' && event.data.action === 'update' && event.data.consignmentId,
    );
    expect(found?.data).toMatchObject({
      consignmentId: String(made.consignment_id),
      trackingCode: made.tracking_code,
      message: 'কুরিয়ারের আইডি পাওয়া গেছে (কুরিয়ারের ওয়েবহুক থেকে, কুরিয়ারের কাছে যাচাই করে)',
    });

    // The waiting SMS goes now, with the tracking code.
    await makeJobsDue(app, { kind: SMS_JOB, orderId: order._id });
    await expect
      .poll(() => sentTo(order).map((message) => message.text), { timeout: 5_000 })
      .toContainEqual(expect.stringContaining(` ${made.tracking_code}।`));
  });

  it('takes the ids staff type from the portal only when Steadfast knows them as this invoice’s', async () => {
    const order = await bookLosingTheAnswer('steadfast');
    await expect
      .poll(async () => (await current(order._id)).parcel?.state, { timeout: 5_000 })
      .toBe('booked');
    const made = steadfast.consignments.get(formatInvoiceNumber(order.invoiceNumber));
    if (!made) throw new Error('the fake made no consignment');
    const other = await bookLosingTheAnswer('steadfast');
    await expect
      .poll(async () => (await current(other._id)).parcel?.state, { timeout: 5_000 })
      .toBe('booked');

    // An id Steadfast does not have: refused, nothing saved.
    const unknown = await enterIds(order._id, { consignmentId: '77000001' });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toContain('চেনে না');
    // The right id with a tracking code that is not its: refused.
    const wrongCode = await enterIds(order._id, {
      consignmentId: String(made.consignment_id),
      trackingCode: 'SFNOTTHIS',
    });
    expect(wrongCode.statusCode).toBe(400);
    // Not an id at all: refused before the courier is asked.
    expect((await enterIds(order._id, { consignmentId: '১২৩ abc' })).statusCode).toBe(400);
    expect((await current(order._id)).parcel).toMatchObject({ consignmentId: '', trackingCode: '' });

    // Steadfast down: staff are told to try again, nothing saved.
    steadfast.state.mode = 'down';
    expect((await enterIds(order._id, { consignmentId: String(made.consignment_id) })).statusCode).toBe(503);
    steadfast.state.mode = 'ok';

    const saved = await enterIds(order._id, {
      consignmentId: ` ${made.consignment_id} `,
      trackingCode: made.tracking_code,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data.parcel).toMatchObject({
      consignmentId: String(made.consignment_id),
      trackingCode: made.tracking_code,
    });
    const entry = (await timeline(order._id)).find(
      (event) => event.kind === 'courier' && event.data.action === 'update' && event.data.consignmentId,
    );
    expect(entry?.by).not.toBeNull();

    // Known now: a second entry is refused; the same id for another order is refused too.
    expect((await enterIds(order._id, { consignmentId: String(made.consignment_id) })).statusCode).toBe(409);
    // Steadfast's status calls cannot tell the two parcels apart (both in review): the shop's own
    // record of whose id it is refuses it.
    const taken = await enterIds(other._id, { consignmentId: String(made.consignment_id) });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).message).toContain('অন্য একটি অর্ডারের');
  });
});

describe('a Steadfast booking tried again after an outage', () => {
  it('asks first, finds none, and makes the parcel once with its ids', async () => {
    steadfast.state.mode = 'down';
    const order = await placeOrder(app, [{ product: products[1] as Product }]);
    const invoice = formatInvoiceNumber(order.invoiceNumber);
    await app.inject({
      method: 'POST',
      url: `/api/order/courier-booking/${order._id}`,
      headers: owner,
      payload: { courier: 'steadfast', weightKg: 1 },
    });
    await expect
      .poll(async () => (await bookingJob(order._id))?.last_error ?? null, { timeout: 5_000 })
      .toContain('502');
    steadfast.state.mode = 'ok';
    const before = steadfast.calls.length;
    await makeJobsDue(app, { kind: BOOKING_JOB });
    await expect
      .poll(async () => (await current(order._id)).parcel?.state, { timeout: 5_000 })
      .toBe('booked');
    expect(steadfast.calls.slice(before).map((asked) => `${asked.method} ${asked.path}`)).toEqual([
      `GET /status_by_invoice/${invoice}`,
      'POST /create_order',
    ]);
    const made = steadfast.consignments.get(invoice);
    expect((await current(order._id)).parcel).toMatchObject({
      consignmentId: String(made?.consignment_id),
      trackingCode: made?.tracking_code,
    });
    expect(parcelsAt(steadfast, order)).toHaveLength(1);
  });
});

describe('a Pathao booking whose answer was lost', () => {
  it('is not sent again blind: it waits, and Pathao’s webhook naming it books it with its id', async () => {
    const order = await bookLosingTheAnswer('pathao');
    // The retry runs and, Pathao having no lookup by merchant_order_id, waits instead of sending.
    await expect
      .poll(async () => (await bookingJob(order._id))?.attempts, { timeout: 5_000 })
      .toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await bookingJob(order._id))?.state, { timeout: 5_000 }).toBe('waiting');
    expect(parcelsAt(pathao, order)).toHaveLength(1);
    expect((await current(order._id)).parcel?.state).toBe('booking');

    const made = pathao.consignments.get(formatInvoiceNumber(order.invoiceNumber));
    const call = await app.inject({
      method: 'POST',
      url: '/api/courier/webhook/pathao',
      headers: { 'x-pathao-signature': PATHAO_SECRET },
      payload: {
        consignment_id: made?.consignment_id,
        merchant_order_id: formatInvoiceNumber(order.invoiceNumber),
        updated_at: '2026-11-28 10:00:00',
        timestamp: '2026-11-28T04:00:00+00:00',
        store_id: STORE.store_id,
        event: 'order.created',
      },
    });
    expect(call.statusCode, call.body).toBe(202);
    await expect
      .poll(async () => (await current(order._id)).parcel?.state, { timeout: 5_000 })
      .toBe('booked');
    const booked = await current(order._id);
    expect(booked.status).toBe('shipped');
    expect(booked.parcel?.consignmentId).toBe(made?.consignment_id);
    // The waiting job finds nothing left to do.
    await makeJobsDue(app, { kind: BOOKING_JOB });
    await expect.poll(async () => (await bookingJob(order._id))?.state, { timeout: 5_000 }).toBe('done');
    expect(parcelsAt(pathao, order)).toHaveLength(1);
  });

  it('without a webhook, asks staff to look in Pathao’s portal, and takes the id they type once Pathao confirms it', async () => {
    const order = await bookLosingTheAnswer('pathao');
    await expect.poll(async () => (await bookingJob(order._id))?.state, { timeout: 5_000 }).toBe('waiting');
    // Ten minutes pass without Pathao's call.
    await app.db
      .updateTable('orders')
      .set({ parcel_requested_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where('id', '=', order._id)
      .execute();
    await makeJobsDue(app, { kind: BOOKING_JOB });
    await expect
      .poll(async () => (await current(order._id)).parcel?.state, { timeout: 5_000 })
      .toBe('failed');
    expect((await current(order._id)).parcel?.error).toContain('Pathao-এর পোর্টালে');
    expect(parcelsAt(pathao, order)).toHaveLength(1);

    // Another order's Pathao parcel is not this one's: Pathao's answer names its own invoice.
    const another = await placeOrder(app, [{ product: products[0] as Product }]);
    await app.inject({
      method: 'POST',
      url: `/api/order/courier-booking/${another._id}`,
      headers: owner,
      payload: { courier: 'pathao', weightKg: 1 },
    });
    await expect
      .poll(async () => (await current(another._id)).parcel?.state, { timeout: 5_000 })
      .toBe('booked');
    const anotherId = (await current(another._id)).parcel?.consignmentId ?? '';
    const wrong = await enterIds(order._id, { consignmentId: anotherId });
    expect(wrong.statusCode).toBe(400);
    expect((await enterIds(order._id, { consignmentId: 'DL999999PF' })).statusCode).toBe(400);

    const made = pathao.consignments.get(formatInvoiceNumber(order.invoiceNumber));
    const saved = await enterIds(order._id, { consignmentId: made?.consignment_id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data).toMatchObject({
      status: 'shipped',
      parcel: { state: 'booked', consignmentId: made?.consignment_id },
    });
    expect(parcelsAt(pathao, order)).toHaveLength(1);
  });

  it('an order never sent has nothing to fill', async () => {
    const order = await placeOrder(app, [{ product: products[0] as Product }]);
    expect((await enterIds(order._id, { consignmentId: '1424107' })).statusCode).toBe(409);
    expect((await enterIds('0123456789abcdef01234567', { consignmentId: '1424107' })).statusCode).toBe(404);
  });
});
