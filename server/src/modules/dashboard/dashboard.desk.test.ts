import {
  type DashboardStats,
  DashboardStatsSchema,
  envelope,
  type OrderDesk,
  type OrderStatus,
  type Product,
} from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/auth-helpers.js';
import { moveOrder, placeOrder } from '../../test/orders.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

// Decision 030: the cash-on-delivery morning. What needs doing whatever day it came in, and what
// was delivered or returned today by the day it happened, not the day it was ordered.
let app: TestApp;
let admin: { authorization: string };
let product: Product;

beforeAll(async () => {
  app = await createTestApp({ SEED_DEMO: 'false', ORDER_RATE_LIMIT: '1000' });
  admin = await adminHeaders(app);
  // No demo shop: one product of our own, so every figure starts at nothing.
  const { multipartForm } = await import('../../test/uploads.js');
  const sharp = (await import('sharp')).default;
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f0a000' } })
    .png()
    .toBuffer();
  const form = await multipartForm({
    title: 'খাঁটি মধু',
    price: '650',
    discountPrice: '0',
    description: '<p>মধু</p>',
    img: { content: image, filename: 'honey.png', type: 'image/png' },
  });
  const added = await app.inject({
    method: 'POST',
    url: '/api/product/add',
    payload: form.payload,
    headers: { ...admin, ...form.headers },
  });
  expect(added.statusCode, added.body).toBe(201);
  product = json(added).data;
});
afterAll(() => app.cleanup());

const stats = async (headers = admin): Promise<DashboardStats> => {
  const response = await app.inject({ method: 'GET', url: '/api/dashboard/stats', headers });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(DashboardStatsSchema).parse(json(response)).data;
};
const desk = async (): Promise<OrderDesk> => (await stats()).desk;

async function orderIn(status: OrderStatus, quantity = 1) {
  const order = await placeOrder(app, [{ product, quantity }]);
  await moveOrder(app, admin, order._id, status);
  return order;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

describe('the order desk on the dashboard', () => {
  it('starts empty, with no return rate to speak of', async () => {
    expect(await desk()).toEqual({
      toConfirm: 0,
      onHold: 0,
      toShip: 0,
      withCourier: 0,
      deliveredToday: 0,
      returnedToday: 0,
      returnRate30Days: null,
    });
  });

  it('counts what needs doing whatever day it came in, and delivered and returned today by when it happened', async () => {
    // Waiting since last week: still to confirm today.
    const old = await orderIn('pending');
    await app.db
      .updateTable('orders')
      .set({ created_at: daysAgo(8) })
      .where('id', '=', old._id)
      .execute();
    await orderIn('pending');
    await orderIn('on_hold');
    await orderIn('confirmed');
    const shipped = [await orderIn('shipped', 2), await orderIn('shipped', 3)];
    // Ordered ten days ago, delivered today: today's cash.
    const deliveredNow = await orderIn('delivered', 4);
    await app.db
      .updateTable('orders')
      .set({ created_at: daysAgo(10) })
      .where('id', '=', deliveredNow._id)
      .execute();
    // Delivered yesterday: not today's.
    const deliveredYesterday = await orderIn('delivered', 5);
    await app.db
      .updateTable('order_events')
      .set({ at: daysAgo(1.5) })
      .where('order_id', '=', deliveredYesterday._id)
      .execute();
    const returned = await orderIn('returned');

    const all = await stats();
    const figures = all.desk;
    expect(figures).toMatchObject({
      toConfirm: 2,
      onHold: 1,
      toShip: 1,
      withCourier: 2,
      deliveredToday: 1,
      returnedToday: 1,
    });
    // Two delivered and one returned ended within 30 days: one in three came back.
    expect(figures.returnRate30Days).toBe(33);
    // Delivered is one figure wherever it is shown: by when it was delivered, not when it was ordered.
    expect(all.periods.today.delivered).toBe(1);
    expect(all.periods.last7Days.delivered).toBe(2);
    expect(all.money?.delivered).toEqual({
      today: deliveredNow.total,
      last7Days: deliveredNow.total + deliveredYesterday.total,
      last30Days: deliveredNow.total + deliveredYesterday.total,
    });
    expect(all.money?.returnedToday).toBe(returned.total);
    expect(all.money?.open.withCourier).toBe(shipped.reduce((sum, order) => sum + order.total, 0));
  });

  it('puts the money on its way in three buckets: not yet confirmed, confirmed, with the courier', async () => {
    const before = (await stats()).money;
    const pending = await orderIn('pending', 2);
    const held = await orderIn('on_hold', 3);
    const confirmed = await orderIn('confirmed', 4);
    const shipped = await orderIn('shipped', 5);
    const after = (await stats()).money;
    expect(after?.open).toEqual({
      unconfirmed: (before?.open.unconfirmed ?? 0) + pending.total + held.total,
      toShip: (before?.open.toShip ?? 0) + confirmed.total,
      withCourier: (before?.open.withCourier ?? 0) + shipped.total,
    });
  });

  it('says what the courier will pay after its fees, for the parcels whose fee it reported', async () => {
    const before = (await stats()).money?.courierPayout;
    const priced = [await orderIn('shipped', 2), await orderIn('shipped', 3)];
    await orderIn('shipped', 4);
    for (const [index, order] of priced.entries())
      await app.db
        .updateTable('orders')
        .set({ parcel_courier: 'steadfast', parcel_state: 'booked', parcel_fee: 60 + index * 10 })
        .where('id', '=', order._id)
        .execute();
    const cash = priced.reduce((sum, order) => sum + order.total, 0);
    expect((await stats()).money?.courierPayout).toEqual({
      parcels: (before?.parcels ?? 0) + 2,
      cash: (before?.cash ?? 0) + cash,
      fees: (before?.fees ?? 0) + 130,
      payout: (before?.payout ?? 0) + cash - 130,
    });
  });

  it('a parcel delivered and then returned counts as returned, not as delivered cash', async () => {
    const before = await desk();
    await orderIn('delivered');
    await orderIn('returned');
    const bounced = await orderIn('delivered');
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/order/update/status/${bounced._id}`,
      headers: admin,
      payload: { status: 'returned' },
    });
    expect(moved.statusCode).toBe(200);
    const now = await desk();
    expect(now.deliveredToday - before.deliveredToday).toBe(1);
    expect(now.returnedToday - before.returnedToday).toBe(2);
  });

  it('is open to order staff too, with the counts and none of the shop’s money', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/user/add',
      headers: admin,
      payload: { name: 'স্টাফ', email: 'desk@example.com', password: 'a-good-password', role: 'staff' },
    });
    expect(added.statusCode).toBe(201);
    const staff = await adminHeaders(app, { email: 'desk@example.com', password: 'a-good-password' });
    const owners = await stats();
    const theirs = await stats(staff);
    expect(theirs.money).toBeNull();
    expect(owners.money).not.toBeNull();
    expect(theirs.desk).toEqual(owners.desk);
    expect(theirs.periods).toEqual(owners.periods);
    // Not one money key in what is sent to them: the API, not only the screen, keeps it.
    const body = (await app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: staff })).body;
    for (const key of ['"revenue"', '"cash"', '"payout"', '"fees"', '"unconfirmed"'])
      expect(body).not.toContain(key);
  });
});
