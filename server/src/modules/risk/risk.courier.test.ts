import type { Product } from '@haat/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/auth-helpers.js';
import { startFakeSteadfast } from '../../test/fake-steadfast.js';
import { moveOrder, placeOrder, readOrder, readTimeline, uniquePhone } from '../../test/orders.js';
import { makeJobsDue } from '../../test/outbox.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { SteadfastError, steadfastClient } from '../couriers/steadfast-client.js';
import { COURIER_HISTORY_JOB } from './risk.service.js';

// The courier's history in the fake-order check (decision 038): Steadfast's fraud check,
// asked with the shop's own keys after the order is stored, once a day a phone, against a stand-in
// that keeps to the call's contract (research §4); its answer may still hold a pending order.

const KEYS = { apiKey: 'sf-risk-api-key-7Hq2', secretKey: 'sf-risk-secret-3Lm9' };
let app: TestApp;
let steadfast: Awaited<ReturnType<typeof startFakeSteadfast>>;
let owner: { authorization: string };
let product: Product;
beforeAll(async () => {
  steadfast = await startFakeSteadfast(KEYS);
  app = await createTestApp({ STEADFAST_API_URL: steadfast.url }, { holdRiskyOrders: true });
  owner = await adminHeaders(app);
  product = (
    json(await app.inject({ method: 'GET', url: '/api/product/all' })).data as Product[]
  )[0] as Product;
  await saveKeys(KEYS);
});
afterAll(async () => {
  await app.cleanup();
  await steadfast.close();
});
beforeEach(() => {
  steadfast.state.mode = 'ok';
});

async function saveKeys(keys: { apiKey: string; secretKey: string }) {
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/integrations/steadfast',
    headers: owner,
    payload: keys,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}
const timeline = (id: string) => readTimeline(app, id, owner);
const jobOf = (orderId: string) =>
  app.db
    .selectFrom('outbox_jobs')
    .selectAll()
    .where('kind', '=', COURIER_HISTORY_JOB)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
const askedAbout = (phone: string) =>
  steadfast.calls.filter((call) => call.path === `/fraud_check/${phone}`).length;
const history = (phone: string, total: number, delivered: number) =>
  steadfast.histories.set(phone, {
    total_parcels: total,
    total_delivered: delivered,
    total_cancelled: total - delivered,
  });

describe("Steadfast's history of a new order's phone", () => {
  it('a phone Steadfast says refuses parcels: the order arrives pending and is held once Steadfast answers, with why', async () => {
    const phone = uniquePhone();
    history(phone, 10, 2);
    const placed = await placeOrder(app, [{ product }], { phone });
    expect(placed.status).toBe('pending');
    await expect
      .poll(async () => (await readOrder(app, placed._id, owner)).status, { timeout: 5_000 })
      .toBe('on_hold');
    expect(askedAbout(phone)).toBe(1);

    const order = await readOrder(app, placed._id, owner);
    expect(order.risk).toEqual({
      score: 50,
      held: true,
      reasons: [{ signal: 'courierHistory', points: 50, count: 20 }],
    });
    const events = await timeline(placed._id);
    expect(events.find((event) => event.kind === 'risk')).toMatchObject({
      by: null,
      data: { score: 50, held: true, reasons: [{ signal: 'courierHistory', points: 50, count: 20 }] },
    });
    expect(events.find((event) => event.kind === 'status')).toMatchObject({
      by: null,
      data: { from: 'pending', to: 'on_hold' },
    });
    const counts = json(
      await app.inject({ method: 'GET', url: '/api/order/all-orders?status=on_hold', headers: owner }),
    );
    expect(counts.data.map((listed: { _id: string }) => listed._id)).toContain(placed._id);

    // The same phone again within the day: weighed at once from the kept answer, Steadfast not asked again.
    const again = await placeOrder(app, [{ product }], { phone });
    expect(again.status).toBe('on_hold');
    expect(again.risk?.reasons.map((reason) => reason.signal)).toEqual(['phoneRepeat', 'courierHistory']);
    expect(await jobOf(again._id)).toBeUndefined();
    expect(askedAbout(phone)).toBe(1);
  });

  it('a good or short history changes nothing: no hold, no entry', async () => {
    for (const [total, delivered] of [
      [12, 11],
      [2, 0],
    ] as const) {
      const phone = uniquePhone();
      history(phone, total, delivered);
      const placed = await placeOrder(app, [{ product }], { phone });
      await expect.poll(async () => (await jobOf(placed._id))?.state, { timeout: 5_000 }).toBe('done');
      expect((await readOrder(app, placed._id, owner)).status).toBe('pending');
      expect((await timeline(placed._id)).map((event) => event.kind)).toEqual(['created']);
    }
  });

  it('Steadfast down: the order is untouched and the question waits; staff who confirmed meanwhile keep their word', async () => {
    const phone = uniquePhone();
    history(phone, 6, 1);
    steadfast.state.mode = 'down';
    const placed = await placeOrder(app, [{ product }], { phone });
    await expect
      .poll(async () => (await jobOf(placed._id))?.last_error ?? '', { timeout: 5_000 })
      .toContain('502');
    expect((await jobOf(placed._id))?.state).toBe('waiting');
    expect((await readOrder(app, placed._id, owner)).status).toBe('pending');

    await moveOrder(app, owner, placed._id, 'confirmed');
    steadfast.state.mode = 'ok';
    await makeJobsDue(app, { orderId: placed._id });
    await expect.poll(async () => (await jobOf(placed._id))?.state, { timeout: 5_000 }).toBe('done');
    const order = await readOrder(app, placed._id, owner);
    expect(order.status).toBe('confirmed');
    expect(order.risk).toMatchObject({ score: 50, held: false });
    expect((await timeline(placed._id)).find((event) => event.kind === 'risk')?.data).toMatchObject({
      score: 50,
      held: false,
    });
  });

  it('an answer that makes no sense is asked again later; nothing about the order changes', async () => {
    const phone = uniquePhone();
    steadfast.state.mode = 'nonsense';
    const placed = await placeOrder(app, [{ product }], { phone });
    await expect
      .poll(async () => (await jobOf(placed._id))?.attempts ?? 0, { timeout: 5_000 })
      .toBeGreaterThan(0);
    await expect.poll(async () => (await jobOf(placed._id))?.state, { timeout: 5_000 }).toBe('waiting');
    expect((await readOrder(app, placed._id, owner)).status).toBe('pending');
  });

  it('with the courier check turned off nothing is asked', async () => {
    const settings = json(
      await app.inject({ method: 'GET', url: '/api/risk/settings', headers: owner }),
    ).data;
    await app.inject({
      method: 'PUT',
      url: '/api/risk/settings',
      headers: owner,
      payload: { ...settings, courierCheck: false },
    });
    try {
      const phone = uniquePhone();
      history(phone, 10, 0);
      const placed = await placeOrder(app, [{ product }], { phone });
      expect(await jobOf(placed._id)).toBeUndefined();
      expect(askedAbout(phone)).toBe(0);
    } finally {
      await app.inject({ method: 'PUT', url: '/api/risk/settings', headers: owner, payload: settings });
    }
  });

  it('keys Steadfast refuses park the question for the owner with a clear reason; the order is untouched', async () => {
    await saveKeys({ apiKey: 'sf-wrong-api-key-0000', secretKey: 'sf-wrong-secret-0000' });
    try {
      const phone = uniquePhone();
      history(phone, 10, 0);
      const placed = await placeOrder(app, [{ product }], { phone });
      await expect.poll(async () => (await jobOf(placed._id))?.state, { timeout: 5_000 }).toBe('parked');
      expect((await jobOf(placed._id))?.last_error).toMatch(/Steadfast/);
      expect((await readOrder(app, placed._id, owner)).status).toBe('pending');
    } finally {
      await saveKeys(KEYS);
    }
  });
});

describe("the fraud check's client, on its own", () => {
  it('reads the counts, and answers null for an account without the call', async () => {
    const client = steadfastClient({ baseUrl: steadfast.url, ...KEYS });
    history('01811000001', 7, 3);
    expect(await client.fraudCheck('01811000001')).toEqual({ total: 7, delivered: 3, cancelled: 4 });
    expect(await client.fraudCheck('01811000002')).toEqual({ total: 0, delivered: 0, cancelled: 0 });

    const without = await startFakeSteadfast({ ...KEYS, fraudCheck: false });
    try {
      expect(await steadfastClient({ baseUrl: without.url, ...KEYS }).fraudCheck('01811000001')).toBeNull();
    } finally {
      await without.close();
    }
    steadfast.state.mode = 'nonsense';
    await expect(client.fraudCheck('01811000001')).rejects.toBeInstanceOf(SteadfastError);
  });
});
