import {
  envelope,
  formatInvoiceNumber,
  type Order,
  OrderSchema,
  PARCEL_WAITING_FOR_IDS,
  type Product,
} from '@haat/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../../lib/time.js';
import { adminHeaders } from '../../../test/auth-helpers.js';
import { startFakePathao } from '../../../test/fake-pathao.js';
import { startFakeSteadfast } from '../../../test/fake-steadfast.js';
import { moveOrder, placeOrder, readOrder, readTimeline, uniquePhone } from '../../../test/orders.js';
import { makeJobsDue } from '../../../test/outbox.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { BOOKING_JOB } from './booking.service.js';

const KEYS = { apiKey: 'sf-booking-api-key-4Rt6', secretKey: 'sf-booking-secret-8Yu2' };
const REFUSED_PHONE = '01900000000';
const PATHAO_ACCOUNT = {
  clientId: 'bookingClient1',
  clientSecret: 'pathao-booking-secret-Gh78',
  username: 'owner@example.com',
  password: 'pathao-booking-password',
};
const STORE = { store_id: 130820, store_name: 'হাট রাজশাহী গুদাম', store_address: 'উপশহর, রাজশাহী', is_active: 1 };

let app: TestApp;
let steadfast: Awaited<ReturnType<typeof startFakeSteadfast>>;
let pathao: Awaited<ReturnType<typeof startFakePathao>>;
let owner: { authorization: string };
let products: Product[];

beforeAll(async () => {
  steadfast = await startFakeSteadfast({ ...KEYS, refusedPhones: [REFUSED_PHONE] });
  pathao = await startFakePathao({ ...PATHAO_ACCOUNT, stores: [STORE] });
  app = await createTestApp({ STEADFAST_API_URL: steadfast.url, PATHAO_API_URL: pathao.url });
  owner = (await adminHeaders(app)) as { authorization: string };
  products = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
});
afterAll(async () => {
  await app.cleanup();
  await steadfast.close();
  await pathao.close();
});
beforeEach(() => {
  steadfast.state.mode = 'ok';
  pathao.state.mode = 'ok';
});

const product = (index: number) => products[index] as Product;

const saveSteadfast = async (keys = KEYS) => {
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/integrations/steadfast',
    headers: owner,
    payload: keys,
  });
  expect(saved.statusCode, saved.body).toBe(200);
};

const book = (id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/order/courier-booking/${id}`, headers: owner, payload });

const bulkBook = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/order/bulk-courier-booking', headers: owner, payload });

const timeline = (id: string) => readTimeline(app, id, owner);

const current = (id: string) => readOrder(app, id, owner);

/** Waits until the booking has the courier's answer: booked or failed. */
async function settled(id: string): Promise<Order> {
  await expect.poll(async () => (await current(id)).parcel?.state, { timeout: 5_000 }).not.toBe('booking');
  return current(id);
}

const jobsOf = (orderId: string) =>
  app.db
    .selectFrom('outbox_jobs')
    .selectAll()
    .where('kind', '=', BOOKING_JOB)
    .where('payload', 'like', `%${orderId}%`)
    .execute();

/** Time passes for the waiting booking jobs: they are due now, and the worker is told. */
const makeDue = () => makeJobsDue(app, { kind: BOOKING_JOB });

describe('which couriers can take parcels', () => {
  it('none until an account is saved, each saying what is missing; a booking then is refused and changes nothing', async () => {
    const fresh = await createTestApp({ STEADFAST_API_URL: steadfast.url, PATHAO_API_URL: pathao.url });
    try {
      const headers = (await adminHeaders(fresh)) as { authorization: string };
      const readiness = await fresh.inject({ method: 'GET', url: '/api/courier/readiness', headers });
      expect(json(readiness).data).toEqual([
        {
          courier: 'steadfast',
          ready: false,
          message: 'আগে Steadfast-এর API key আর Secret key দুটোই সংরক্ষণ করুন',
        },
        {
          courier: 'pathao',
          ready: false,
          message: 'আগে Pathao-র client id, client secret, লগইন ইমেইল আর পাসওয়ার্ড সংরক্ষণ করুন',
        },
      ]);
      const shopProducts = json(await fresh.inject({ method: 'GET', url: '/api/product/all' })).data;
      const order = await placeOrder(fresh, [{ product: shopProducts[0] }]);
      const refused = await fresh.inject({
        method: 'POST',
        url: `/api/order/courier-booking/${order._id}`,
        headers,
        payload: { courier: 'steadfast', weightKg: 1 },
      });
      expect(refused.statusCode).toBe(400);
      expect(json(refused).errors[0].path).toBe('courier');
      const after = await readOrder(fresh, order._id, headers);
      expect(after.parcel).toBeNull();
      expect(after.version).toBe(order.version);
      expect(
        await fresh.db.selectFrom('outbox_jobs').select('id').where('kind', '=', BOOKING_JOB).execute(),
      ).toEqual([]);
    } finally {
      await fresh.cleanup();
    }
  });
});

describe('sending one order to Steadfast', () => {
  it('books it with the order’s own total and invoice, stores the consignment, moves it to shipped, and writes the timeline', async () => {
    await saveSteadfast();
    const order = await placeOrder(app, [{ product: product(0), quantity: 2 }, { product: product(1) }], {
      city: 'রাজশাহী',
      address: 'বাড়ি ৭, উপশহর',
    });
    const response = await book(order._id, { courier: 'steadfast', weightKg: 2.5, note: 'বিকেলে দিন' });
    expect(response.statusCode, response.body).toBe(200);
    const requested = envelope(OrderSchema.strict()).parse(json(response)).data;
    expect(requested.parcel).toMatchObject({ courier: 'steadfast', state: 'booking', consignmentId: '' });
    expect(requested.version).toBe(order.version + 1);

    const booked = await settled(order._id);
    const consignment = steadfast.consignments.get(formatInvoiceNumber(order.invoiceNumber));
    expect(consignment).toMatchObject({
      cod_amount: order.total,
      recipient_name: order.name,
      recipient_phone: order.phone,
      recipient_address: 'বাড়ি ৭, উপশহর, রাজশাহী',
      note: 'বিকেলে দিন',
      item_description: `${product(0).title} ×২, ${product(1).title} ×১`,
    });
    expect(booked.status).toBe('shipped');
    expect(booked.parcel).toMatchObject({
      courier: 'steadfast',
      state: 'booked',
      consignmentId: String(consignment?.consignment_id),
      trackingCode: consignment?.tracking_code,
      courierStatus: 'in_review',
      error: '',
    });
    expect(booked.parcel?.bookedAt).not.toBeNull();

    const events = await timeline(order._id);
    expect(
      events
        .map((event) => event.kind)
        .slice(0, 3)
        .sort(),
    ).toEqual(['courier', 'courier', 'status'].sort());
    expect(events.find((event) => event.kind === 'status')).toMatchObject({
      data: { from: 'pending', to: 'shipped' },
      by: { name: expect.any(String) },
    });
    const courierEvents = events.filter((event) => event.kind === 'courier').map((event) => event.data);
    expect(courierEvents).toEqual([
      {
        action: 'booked',
        courier: 'steadfast',
        consignmentId: String(consignment?.consignment_id),
        trackingCode: consignment?.tracking_code,
        fee: null,
        courierStatus: 'in_review',
      },
      { action: 'requested', courier: 'steadfast' },
    ]);
    expect((await jobsOf(order._id)).map((job) => job.state)).toEqual(['done']);
  });

  it('refuses what cannot ship or is with a courier already, and bad input, changing nothing', async () => {
    await saveSteadfast();
    const held = await placeOrder(app, [{ product: product(0) }]);
    await moveOrder(app, owner, held._id, 'on_hold');
    const onHold = await book(held._id, { courier: 'steadfast', weightKg: 1 });
    expect(onHold.statusCode).toBe(409);
    expect(json(onHold).message).toContain('স্থগিত');

    const order = await placeOrder(app, [{ product: product(0) }]);
    for (const payload of [
      { courier: 'redx', weightKg: 1 },
      { courier: 'steadfast', weightKg: 20 },
      { courier: 'steadfast', weightKg: 0.2 },
      { courier: 'steadfast', weightKg: '1' },
      { courier: 'steadfast', weightKg: 1, codAmount: 1 },
      { courier: 'steadfast', weightKg: 1, note: 'x'.repeat(300) },
    ]) {
      const bad = await book(order._id, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await book('0'.repeat(24), { courier: 'steadfast', weightKg: 1 })).statusCode).toBe(404);
    expect((await current(order._id)).parcel).toBeNull();

    expect((await book(order._id, { courier: 'steadfast', weightKg: 1 })).statusCode).toBe(200);
    const twice = await book(order._id, { courier: 'steadfast', weightKg: 1 });
    expect(twice.statusCode).toBe(409);
    await settled(order._id);
    const again = await book(order._id, { courier: 'steadfast', weightKg: 1 });
    expect(again.statusCode).toBe(409);
    expect(
      steadfast.asked.filter((invoice) => invoice === formatInvoiceNumber(order.invoiceNumber)),
    ).toHaveLength(1);
  });

  it('a parcel Steadfast refuses says why on the order, and may be sent again once the order is put right', async () => {
    await saveSteadfast();
    const order = await placeOrder(app, [{ product: product(2) }], { phone: REFUSED_PHONE });
    expect((await book(order._id, { courier: 'steadfast', weightKg: 1 })).statusCode).toBe(200);
    const failed = await settled(order._id);
    expect(failed.status).toBe('pending');
    expect(failed.parcel).toMatchObject({
      state: 'failed',
      error:
        'Steadfast পার্সেলটি নেয়নি: The recipient phone is not deliverable.; The recipient phone is not deliverable.',
    });
    expect((await timeline(order._id))[0]).toMatchObject({
      kind: 'courier',
      data: { action: 'failed', courier: 'steadfast' },
    });

    // Staff call the customer, correct the phone, and send it again.
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/order/edit/${order._id}`,
      headers: owner,
      payload: {
        name: failed.name,
        phone: uniquePhone(),
        city: failed.city,
        address: failed.address,
        shipping: failed.shipping,
        discount: 0,
        discountReason: '',
        products: failed.products.map((line) => ({ product: line.product._id, quantity: line.quantity })),
        version: failed.version,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await book(order._id, { courier: 'steadfast', weightKg: 1 })).statusCode).toBe(200);
    expect((await settled(order._id)).parcel?.state).toBe('booked');
  });

  it('an order with a courier cannot be edited: the parcel is what was booked', async () => {
    await saveSteadfast();
    steadfast.state.mode = 'down';
    const order = await placeOrder(app, [{ product: product(0) }]);
    const requested = json(await book(order._id, { courier: 'steadfast', weightKg: 1 })).data as Order;
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/order/edit/${order._id}`,
      headers: owner,
      payload: {
        name: 'অন্য নাম',
        phone: order.phone,
        city: order.city,
        address: order.address,
        shipping: order.shipping,
        discount: 0,
        discountReason: '',
        products: order.products.map((line) => ({ product: line.product._id, quantity: line.quantity })),
        version: requested.version,
      },
    });
    expect(edit.statusCode).toBe(409);
    expect(json(edit).message).toContain('কুরিয়ারে পাঠানো হয়েছে');
    expect((await current(order._id)).name).toBe(order.name);
    await expect.poll(async () => (await jobsOf(order._id))[0]?.state, { timeout: 5_000 }).toBe('waiting');
    steadfast.state.mode = 'ok';
    await makeDue();
    expect((await settled(order._id)).parcel?.state).toBe('booked');
  });
});

describe('a booking never lost and never made twice', () => {
  it('waits out Steadfast being down, and books once it is back', async () => {
    await saveSteadfast();
    steadfast.state.mode = 'down';
    const order = await placeOrder(app, [{ product: product(0) }]);
    expect((await book(order._id, { courier: 'steadfast', weightKg: 1 })).statusCode).toBe(200);
    await expect
      .poll(async () => (await jobsOf(order._id))[0]?.last_error ?? null, { timeout: 5_000 })
      .toContain('502');
    expect((await current(order._id)).parcel?.state).toBe('booking');
    steadfast.state.mode = 'ok';
    await makeDue();
    expect((await settled(order._id)).parcel?.state).toBe('booked');
  });

  it('an answer lost after Steadfast made the consignment: the retry asks for the invoice and records that one', async () => {
    await saveSteadfast();
    steadfast.state.mode = 'lose-answer';
    const order = await placeOrder(app, [{ product: product(1) }]);
    const invoice = formatInvoiceNumber(order.invoiceNumber);
    expect((await book(order._id, { courier: 'steadfast', weightKg: 1 })).statusCode).toBe(200);
    // Waiting after a failed attempt (a new job waits too, before its first): its error is recorded.
    await expect
      .poll(async () => (await jobsOf(order._id))[0]?.last_error ?? null, { timeout: 5_000 })
      .not.toBeNull();
    expect((await jobsOf(order._id))[0]?.state).toBe('waiting');
    expect(steadfast.consignments.has(invoice)).toBe(true);
    steadfast.state.mode = 'ok';
    await makeDue();
    const booked = await settled(order._id);
    // Asked by invoice before sending again (decision 058): found, so not sent a second time.
    expect(steadfast.asked.filter((asked) => asked === invoice)).toHaveLength(1);
    expect(steadfast.calls).toContainEqual({ method: 'GET', path: `/status_by_invoice/${invoice}` });
    expect([...steadfast.consignments.values()].filter((made) => made.invoice === invoice)).toHaveLength(1);
    expect(booked.status).toBe('shipped');
    expect(booked.parcel).toMatchObject({ state: 'booked', courierStatus: 'in_review' });
    expect((await timeline(order._id)).find((event) => event.kind === 'courier')?.data).toMatchObject({
      action: 'booked',
      message: `কুরিয়ারের কাছে এই ইনভয়েসের পার্সেল আগেই ছিল; একই পার্সেল, দ্বিতীয়টি বুক হয়নি। ${PARCEL_WAITING_FOR_IDS}`,
    });
  });

  it('keys Steadfast refuses: the order says so at once and the job is parked for the owner', async () => {
    await saveSteadfast({ apiKey: 'wrong-key', secretKey: 'wrong-secret' });
    const order = await placeOrder(app, [{ product: product(0) }]);
    expect((await book(order._id, { courier: 'steadfast', weightKg: 1 })).statusCode).toBe(200);
    const failed = await settled(order._id);
    expect(failed.parcel).toMatchObject({
      state: 'failed',
      error: 'Steadfast চাবিগুলো নেয়নি: API key আর Secret key আবার দেখে নিন',
    });
    await expect.poll(async () => (await jobsOf(order._id))[0]?.state).toBe('parked');
    // The owner puts the keys right and retries the parked job: the same booking goes through.
    await saveSteadfast();
    const [job] = await jobsOf(order._id);
    const retried = await app.inject({ method: 'POST', url: `/api/outbox/retry/${job?.id}`, headers: owner });
    expect(retried.statusCode).toBe(200);
    await expect
      .poll(async () => (await current(order._id)).parcel?.state, { timeout: 5_000 })
      .toBe('booked');
  });

  it('an order cancelled before the courier was asked is not booked', async () => {
    await saveSteadfast();
    steadfast.state.mode = 'down';
    const order = await placeOrder(app, [{ product: product(0) }]);
    expect((await book(order._id, { courier: 'steadfast', weightKg: 1 })).statusCode).toBe(200);
    await expect.poll(async () => (await jobsOf(order._id))[0]?.state, { timeout: 5_000 }).toBe('waiting');
    await moveOrder(app, owner, order._id, 'cancelled');
    steadfast.state.mode = 'ok';
    await makeDue();
    const after = await settled(order._id);
    expect(after.status).toBe('cancelled');
    expect(after.parcel).toMatchObject({
      state: 'failed',
      error: 'অর্ডারটি এর মধ্যে "বাতিল" হয়েছে, তাই কুরিয়ারে পাঠানো হয়নি',
    });
    expect(steadfast.consignments.has(formatInvoiceNumber(order.invoiceNumber))).toBe(false);
  });
});

describe('sending many orders at once', () => {
  it('goes to Steadfast in one bulk call; what cannot ship is listed with why and left as it was', async () => {
    await saveSteadfast();
    const ready = [
      await placeOrder(app, [{ product: product(0) }]),
      await placeOrder(app, [{ product: product(1) }]),
      await placeOrder(app, [{ product: product(2) }]),
    ];
    await moveOrder(app, owner, ready[1]?._id as string, 'confirmed');
    const cancelled = await placeOrder(app, [{ product: product(0) }]);
    await moveOrder(app, owner, cancelled._id, 'cancelled');
    const bulkCalls = () => steadfast.calls.filter((call) => call.path === '/create_order/bulk-order').length;
    const before = bulkCalls();
    const missing = '0'.repeat(24);
    const response = await bulkBook({
      courier: 'steadfast',
      weightKg: 1,
      ids: [...ready.map((order) => order._id), cancelled._id, missing],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data).toEqual({
      requested: 3,
      refused: [
        {
          _id: cancelled._id,
          invoiceNumber: cancelled.invoiceNumber,
          status: 'cancelled',
          reason: '"বাতিল" অর্ডার কুরিয়ারে পাঠানো যায় না; পাঠানো যায় শুধু "অপেক্ষমাণ" বা "নিশ্চিত" অর্ডার',
        },
      ],
      missing: [missing],
    });
    for (const order of ready) {
      const booked = await settled(order._id);
      expect(booked.status).toBe('shipped');
      expect(booked.parcel?.consignmentId).toBe(
        String(steadfast.consignments.get(formatInvoiceNumber(order.invoiceNumber))?.consignment_id),
      );
    }
    expect(bulkCalls()).toBe(before + 1);
    expect((await current(cancelled._id)).parcel).toBeNull();

    // Sent again, they are with the courier already.
    const again = json(await bulkBook({ courier: 'steadfast', weightKg: 1, ids: [ready[0]?._id] })).data;
    expect(again.requested).toBe(0);
    expect(again.refused[0].reason).toBe('অর্ডারটি আগেই Steadfast-এ পাঠানো হয়েছে');
  });

  it('takes at most 500 orders a call', async () => {
    const ids = Array.from({ length: 501 }, (_, index) => index.toString(16).padStart(24, '0'));
    const response = await bulkBook({ courier: 'steadfast', weightKg: 1, ids });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors[0].path).toBe('ids');
  });
});

describe('sending to Pathao', () => {
  async function setUpPathao() {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/integrations/pathao',
      headers: owner,
      payload: PATHAO_ACCOUNT,
    });
    expect(saved.statusCode).toBe(200);
    const chosen = await app.inject({
      method: 'PUT',
      url: '/api/integrations/pathao/store',
      headers: owner,
      payload: { storeId: STORE.store_id },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
  }

  it('books through POST /orders from the chosen store, with the invoice as merchant_order_id and the fee in whole taka', async () => {
    await setUpPathao();
    const order = await placeOrder(app, [{ product: product(0), quantity: 3 }]);
    expect(
      (await book(order._id, { courier: 'pathao', weightKg: 1.5, itemDescription: 'আম' })).statusCode,
    ).toBe(200);
    const booked = await settled(order._id);
    const made = pathao.consignments.get(formatInvoiceNumber(order.invoiceNumber));
    expect(made).toMatchObject({
      store_id: STORE.store_id,
      amount_to_collect: order.total,
      item_quantity: 3,
      item_weight: 1.5,
      item_description: 'আম',
      delivery_type: 48,
      item_type: 2,
    });
    expect(booked.status).toBe('shipped');
    expect(booked.parcel).toMatchObject({
      courier: 'pathao',
      state: 'booked',
      consignmentId: made?.consignment_id,
      fee: 84,
      courierStatus: 'Pending',
    });
  });

  it('a merchant_order_id Pathao has already is that parcel, not a second', async () => {
    await setUpPathao();
    const order = await placeOrder(app, [{ product: product(1) }]);
    const invoice = formatInvoiceNumber(order.invoiceNumber);
    pathao.consignments.set(invoice, { consignment_id: 'DL-EARLIER', merchant_order_id: invoice });
    expect((await book(order._id, { courier: 'pathao', weightKg: 1 })).statusCode).toBe(200);
    const booked = await settled(order._id);
    expect(booked.parcel).toMatchObject({ state: 'booked', consignmentId: '' });
    expect(pathao.consignments.get(invoice)?.consignment_id).toBe('DL-EARLIER');
  });

  it('keeps within Pathao’s 60 calls a minute, shared by every instance: a booking past it waits, uncounted', async () => {
    await setUpPathao();
    // Sixty calls made this minute already (by this or another instance).
    await app.db
      .insertInto('integration_settings')
      .values({
        name: 'pathao-calls',
        value: JSON.stringify({ windowStart: Date.now(), calls: 60 }),
        updated_at: nowIso(),
      })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet({ value: JSON.stringify({ windowStart: Date.now(), calls: 60 }) }),
      )
      .execute();
    const asked = pathao.asked.length;
    const order = await placeOrder(app, [{ product: product(2) }]);
    expect((await book(order._id, { courier: 'pathao', weightKg: 1 })).statusCode).toBe(200);
    await expect
      .poll(async () => {
        const [job] = await jobsOf(order._id);
        return job && job.state === 'waiting' && Date.parse(job.run_after) > Date.now() + 30_000;
      })
      .toBe(true);
    const [job] = await jobsOf(order._id);
    expect(Number(job?.attempts)).toBe(0);
    expect(pathao.asked.length).toBe(asked);
    expect((await current(order._id)).parcel?.state).toBe('booking');

    // The minute has passed.
    await app.db
      .updateTable('integration_settings')
      .set({ value: JSON.stringify({ windowStart: 0, calls: 0 }) })
      .where('name', '=', 'pathao-calls')
      .execute();
    await makeDue();
    expect((await settled(order._id)).parcel?.state).toBe('booked');
  });

  it('is not offered until a pickup store is chosen', async () => {
    const fresh = await createTestApp({ SEED_DEMO: 'false', PATHAO_API_URL: pathao.url });
    try {
      const headers = (await adminHeaders(fresh)) as { authorization: string };
      await fresh.inject({
        method: 'PUT',
        url: '/api/integrations/pathao',
        headers,
        payload: PATHAO_ACCOUNT,
      });
      const readiness = json(
        await fresh.inject({ method: 'GET', url: '/api/courier/readiness', headers }),
      ).data;
      expect(readiness[1]).toEqual({
        courier: 'pathao',
        ready: false,
        message: 'Pathao-র কোন দোকান থেকে পার্সেল যাবে তা সংযোগ পাতায় বেছে নিন',
      });
    } finally {
      await fresh.cleanup();
    }
  });
});
