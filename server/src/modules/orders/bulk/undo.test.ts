import {
  BulkStatusResultSchema,
  DEFAULT_SMS_TEMPLATES,
  envelope,
  type Order,
  type Product,
  UndoStatusResultSchema,
} from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/auth-helpers.js';
import { startFakeBulkSmsBd } from '../../../test/fake-sms-gateways.js';
import { placeOrder, readOrder, readTimeline } from '../../../test/orders.js';
import { jobsOfOrder, makeJobsDue } from '../../../test/outbox.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { SMS_JOB } from '../../sms/sms.service.js';
import { STATUS_UNDO_ACCEPTED_MS } from '../status-effects.js';

// Decision 060: a status change from the back office can be taken back from its toast for a few
// seconds, and the SMS it causes waits until then.
const BULK = { apiKey: 'bulksmsbd-key-undo-Zx81', senderId: '8809617000001' };

let app: TestApp;
let gateway: Awaited<ReturnType<typeof startFakeBulkSmsBd>>;
let owner: { authorization: string };
let product: Product;

beforeAll(async () => {
  gateway = await startFakeBulkSmsBd(BULK);
  app = await createTestApp({
    BULKSMSBD_API_URL: gateway.url,
    ORDER_RATE_LIMIT: '100000',
    DUPLICATE_ORDER_WINDOW_MINUTES: '0',
  });
  owner = (await adminHeaders(app)) as { authorization: string };
  [product] = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
  const on = await app.inject({
    method: 'PUT',
    url: '/api/integrations/sms',
    headers: owner,
    payload: {
      enabled: true,
      gateway: 'bulksmsbd',
      bulksmsbd: BULK,
      sslwireless: { sid: '' },
      templates: DEFAULT_SMS_TEMPLATES,
    },
  });
  expect(on.statusCode, on.body).toBe(200);
});
afterAll(async () => {
  await app.cleanup();
  await gateway.close();
});

const move = (id: string, status: string) =>
  app.inject({ method: 'PUT', url: `/api/order/update/status/${id}`, headers: owner, payload: { status } });
const undo = (moves: Array<{ id: string; from: string; to: string }>) =>
  app.inject({ method: 'POST', url: '/api/order/undo-status', headers: owner, payload: { moves } });
const undoResult = async (moves: Array<{ id: string; from: string; to: string }>) => {
  const response = await undo(moves);
  expect(response.statusCode, response.body).toBe(200);
  return envelope(UndoStatusResultSchema).parse(json(response)).data;
};
const smsJobs = (orderId: string) => jobsOfOrder(app, SMS_JOB, orderId);
const sentTo = (order: Order) => gateway.sent.filter((message) => message.to === `88${order.phone}`);
const timeline = (id: string) => readTimeline(app, id, owner);
const counts = async () =>
  json(await app.inject({ method: 'GET', url: '/api/order/all-orders?limit=1', headers: owner })).meta.counts;
/** The move's entry made long ago, as if the undo came after its window. */
const ageMoves = (orderId: string) =>
  app.db
    .updateTable('order_events')
    .set({ at: new Date(Date.now() - STATUS_UNDO_ACCEPTED_MS - 1000).toISOString() })
    .where('order_id', '=', orderId)
    .where('kind', '=', 'status')
    .execute();

describe("a staff move's SMS", () => {
  it('waits out the undo window, then goes once', async () => {
    const order = await placeOrder(app, [{ product }]);
    const before = Date.now();
    expect((await move(order._id, 'confirmed')).statusCode).toBe(200);
    const [job] = await smsJobs(order._id);
    expect(job?.state).toBe('waiting');
    expect(Date.parse(job?.run_after ?? '')).toBeGreaterThanOrEqual(before + STATUS_UNDO_ACCEPTED_MS);
    app.services.outbox.wake();
    await expect.poll(async () => (await smsJobs(order._id))[0]?.state).toBe('waiting');
    expect(sentTo(order)).toEqual([]);

    await makeJobsDue(app, { orderId: order._id });
    await expect.poll(() => sentTo(order).length, { timeout: 5_000 }).toBe(1);
  });
});

describe('POST /api/order/undo-status', () => {
  it('returns the order to where it was, withdraws its SMS, counts it back and marks the timeline', async () => {
    const order = await placeOrder(app, [{ product }]);
    const before = await counts();
    expect((await move(order._id, 'confirmed')).statusCode).toBe(200);
    expect(await smsJobs(order._id)).toHaveLength(1);

    expect(await undoResult([{ id: order._id, from: 'pending', to: 'confirmed' }])).toEqual({
      undone: 1,
      kept: [],
    });
    expect((await readOrder(app, order._id, owner)).status).toBe('pending');
    expect(await smsJobs(order._id)).toEqual([]);
    expect(await counts()).toEqual(before);
    const [undone, made] = await timeline(order._id);
    expect(undone).toMatchObject({ kind: 'status', data: { from: 'confirmed', to: 'pending', undo: true } });
    expect(made).toMatchObject({ kind: 'status', data: { from: 'pending', to: 'confirmed' } });

    // Nothing was sent, and a later confirmation is told as any other.
    await makeJobsDue(app, { orderId: order._id });
    expect(sentTo(order)).toEqual([]);
    expect((await move(order._id, 'confirmed')).statusCode).toBe(200);
    await makeJobsDue(app, { orderId: order._id });
    await expect.poll(() => sentTo(order).length, { timeout: 5_000 }).toBe(1);
  });

  it('keeps an order moved again since, one undone already, and one moved too long ago', async () => {
    const movedOn = await placeOrder(app, [{ product }]);
    await move(movedOn._id, 'confirmed');
    await move(movedOn._id, 'on_hold');
    const late = await placeOrder(app, [{ product }]);
    await move(late._id, 'confirmed');
    await ageMoves(late._id);
    const twice = await placeOrder(app, [{ product }]);
    await move(twice._id, 'on_hold');
    expect(await undoResult([{ id: twice._id, from: 'pending', to: 'on_hold' }])).toEqual({
      undone: 1,
      kept: [],
    });

    const result = await undoResult([
      { id: movedOn._id, from: 'pending', to: 'confirmed' },
      { id: late._id, from: 'pending', to: 'confirmed' },
      { id: twice._id, from: 'pending', to: 'on_hold' },
    ]);
    expect(result.undone).toBe(0);
    expect(result.kept.sort()).toEqual([movedOn._id, late._id, twice._id].sort());
    expect((await readOrder(app, movedOn._id, owner)).status).toBe('on_hold');
    expect((await readOrder(app, late._id, owner)).status).toBe('confirmed');
    expect((await readOrder(app, twice._id, owner)).status).toBe('pending');
    // The late one's message stays: it was the customer's news once the window passed.
    expect(await smsJobs(late._id)).toHaveLength(1);
  });

  it('takes back a bulk change from the moves its answer names, even a move the rules do not make', async () => {
    const orders = [await placeOrder(app, [{ product }]), await placeOrder(app, [{ product }])];
    const response = await app.inject({
      method: 'POST',
      url: '/api/order/bulk-status',
      headers: owner,
      payload: { status: 'shipped', ids: orders.map((order) => order._id) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { undo: moves } = envelope(BulkStatusResultSchema).parse(json(response)).data;
    expect(moves.map((made) => made.id).sort()).toEqual(orders.map((order) => order._id).sort());
    expect(moves.every((made) => made.from === 'pending' && made.to === 'shipped')).toBe(true);

    // shipped → pending is no move staff may make; taking back their own tap a moment ago is.
    expect(await undoResult(moves)).toEqual({ undone: 2, kept: [] });
    for (const order of orders) {
      expect((await readOrder(app, order._id, owner)).status).toBe('pending');
      expect(await smsJobs(order._id)).toEqual([]);
    }
  });

  it('refuses a body without moves, a bad status or a bad id with 400', async () => {
    for (const moves of [
      [],
      [{ id: 'x', from: 'pending', to: 'confirmed' }],
      [{ id: 'AAAAAAAAAAAAAAAAAAAAAA', from: 'pending', to: 'paid' }],
    ]) {
      const response = await undo(moves as Array<{ id: string; from: string; to: string }>);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(
      (await app.inject({ method: 'POST', url: '/api/order/undo-status', payload: { moves: [] } }))
        .statusCode,
    ).toBe(401);
    expect(await undoResult([{ id: 'AAAAAAAAAAAAAAAAAAAAAA', from: 'pending', to: 'confirmed' }])).toEqual({
      undone: 0,
      kept: ['AAAAAAAAAAAAAAAAAAAAAA'],
    });
  });
});
