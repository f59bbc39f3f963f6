import {
  BulkStatusResultSchema,
  envelope,
  MAX_BULK_ORDERS,
  type Order,
  OrderSchema,
  type Product,
} from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminHeaders } from '../../../test/auth-helpers.js';
import {
  moveOrder,
  newOrderRecord,
  placeOrder,
  readOrder,
  readTimeline,
  uniquePhone,
} from '../../../test/orders.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { createPlacementRepository } from '../placement/placement.repository.js';

// Decision 031: select many orders and change their status, print them as one document, export them.
let app: TestApp;
let admin: { authorization: string };
let product: Product;

beforeAll(async () => {
  app = await createTestApp({ ORDER_RATE_LIMIT: '100000', DUPLICATE_ORDER_WINDOW_MINUTES: '0' });
  admin = await adminHeaders(app);
  [product] = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
});
afterAll(() => app.cleanup());

const bulk = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/order/bulk-status', headers: admin, payload: payload as object });
const counts = async () =>
  json(await app.inject({ method: 'GET', url: '/api/order/all-orders?limit=1', headers: admin })).meta.counts;
const timeline = (id: string) => readTimeline(app, id, admin);

describe('POST /api/order/bulk-status', () => {
  it('moves the orders picked, counts them, records each move, and reports the ones the rules refuse', async () => {
    const phone = uniquePhone();
    const pending = [
      await placeOrder(app, [{ product }], { phone }),
      await placeOrder(app, [{ product }], { phone }),
    ];
    const held = await placeOrder(app, [{ product }], { phone });
    await moveOrder(app, admin, held._id, 'on_hold');
    const returned = await placeOrder(app, [{ product }], { phone });
    await moveOrder(app, admin, returned._id, 'returned');
    const already = await placeOrder(app, [{ product }], { phone });
    await moveOrder(app, admin, already._id, 'confirmed');
    const before = await counts();

    const response = await bulk({
      status: 'confirmed',
      ids: [
        ...pending.map((order) => order._id),
        held._id,
        returned._id,
        already._id,
        'AAAAAAAAAAAAAAAAAAAAAA',
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(BulkStatusResultSchema).parse(json(response)).data).toEqual({
      moved: 3,
      unchanged: 1,
      refused: [{ _id: returned._id, invoiceNumber: returned.invoiceNumber, status: 'returned' }],
      missing: ['AAAAAAAAAAAAAAAAAAAAAA'],
      // Each move made, to take back from the toast (decision 060).
      undo: expect.arrayContaining([
        ...pending.map((order) => ({ id: order._id, from: 'pending', to: 'confirmed' })),
        { id: held._id, from: 'on_hold', to: 'confirmed' },
      ]),
    });
    expect(json(response).data.undo).toHaveLength(3);
    for (const order of [...pending, held]) {
      expect((await readOrder(app, order._id, admin)).status).toBe('confirmed');
      expect((await timeline(order._id))[0]).toMatchObject({ kind: 'status', data: { to: 'confirmed' } });
    }
    expect((await readOrder(app, returned._id, admin)).status).toBe('returned');
    const after = await counts();
    expect(after.confirmed - before.confirmed).toBe(3);
    expect(after.pending - before.pending).toBe(-2);
    expect(after.on_hold - before.on_hold).toBe(-1);
    expect(after.all).toBe(before.all);
  });

  it('moves every order the filter matches', async () => {
    const phone = uniquePhone();
    const mine = [];
    for (let index = 0; index < 4; index++) mine.push(await placeOrder(app, [{ product }], { phone }));
    const other = await placeOrder(app, [{ product }]);
    const response = await bulk({ status: 'on_hold', filter: { search: phone, status: 'pending' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data.moved).toBe(4);
    for (const order of mine) expect((await readOrder(app, order._id, admin)).status).toBe('on_hold');
    expect((await readOrder(app, other._id, admin)).status).toBe('pending');
  });

  it('moves 500 picked orders in one call', async () => {
    const phone = uniquePhone();
    const ids: string[] = [];
    for (let index = 0; index < 500; index++)
      ids.push((await placeOrder(app, [{ product, quantity: (index % 5) + 1 }], { phone }))._id);
    const response = await bulk({ status: 'cancelled', ids });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data).toMatchObject({ moved: 500, refused: [], missing: [] });
    const listed = json(
      await app.inject({
        method: 'GET',
        url: `/api/order/all-orders?search=${phone}&limit=1`,
        headers: admin,
      }),
    ).meta.counts;
    expect(listed).toMatchObject({ all: 500, cancelled: 500, pending: 0 });
  }, 60_000);

  it.each<[string, unknown, string]>([
    ['no status', { ids: ['AAAAAAAAAAAAAAAAAAAAAA'] }, 'status'],
    ['a status that does not exist', { status: 'lost', ids: ['AAAAAAAAAAAAAAAAAAAAAA'] }, 'status'],
    ['neither orders nor a filter', { status: 'confirmed' }, 'ids'],
    ['both orders and a filter', { status: 'confirmed', ids: ['AAAAAAAAAAAAAAAAAAAAAA'], filter: {} }, 'ids'],
    ['no orders picked', { status: 'confirmed', ids: [] }, 'ids'],
    ['an id that cannot be one', { status: 'confirmed', ids: ['bad id'] }, 'ids.0'],
    [
      'too many orders',
      {
        status: 'confirmed',
        ids: Array.from({ length: MAX_BULK_ORDERS + 1 }, (_, i) => `order-id-${String(i).padStart(10, '0')}`),
      },
      'ids',
    ],
    [
      'a backwards date range',
      { status: 'confirmed', filter: { from: '2026-02-01', to: '2026-01-01' } },
      'from',
    ],
  ])('%s: 400 naming the field, nothing moves', async (_case, payload, path) => {
    const before = await counts();
    const response = await bulk(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response).errors.map((error: { path: string }) => error.path)).toContain(path);
    expect(await counts()).toEqual(before);
  });

  it('refuses a filter that reaches more orders than one call moves, moving none', async () => {
    // More orders than the limit, written straight to the database (placing them one by one is slow).
    const orders = createPlacementRepository(app.db);
    const city = `বড়-ফিল্টার-${Date.now()}`;
    const first = await orders.reserveInvoiceNumbers(MAX_BULK_ORDERS + 1);
    await orders.insertOrders(
      Array.from({ length: MAX_BULK_ORDERS + 1 }, (_, index) => ({
        invoiceNumber: first + index,
        order: newOrderRecord({ name: `বড় ফিল্টার ${index}`, city, address: 'ঠিকানা' }),
        arrival: { cause: 'staff-entry' as const, purchase: null },
      })),
    );
    const before = await counts();
    const response = await bulk({ status: 'confirmed', filter: { search: 'বড় ফিল্টার' } });
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response).errors).toEqual([{ path: 'filter', message: expect.stringContaining('১০০০') }]);
    expect(await counts()).toEqual(before);
  });
});

describe('GET /api/order/many and POST /api/order/printed', () => {
  it('reads several orders in the order asked, and records their print on each timeline', async () => {
    const orders: Order[] = [];
    for (let index = 0; index < 3; index++) orders.push(await placeOrder(app, [{ product }]));
    const ids = [orders[2], orders[0], orders[1]].map((order) => (order as Order)._id);
    const response = await app.inject({
      method: 'GET',
      url: `/api/order/many?ids=${ids.join(',')}`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      envelope(z.array(OrderSchema))
        .parse(json(response))
        .data.map((order) => order._id),
    ).toEqual(ids);

    const printed = await app.inject({
      method: 'POST',
      url: '/api/order/printed',
      headers: admin,
      payload: { ids, paper: 'thermal' },
    });
    expect(printed.statusCode, printed.body).toBe(200);
    for (const id of ids)
      expect((await timeline(id))[0]).toMatchObject({ kind: 'printed', data: { paper: 'thermal' } });
  });

  it('answers 404 naming an order that is not there, and 400 for no ids, too many, or a bad paper', async () => {
    const order = await placeOrder(app, [{ product }]);
    const missing = await app.inject({
      method: 'GET',
      url: `/api/order/many?ids=${order._id},AAAAAAAAAAAAAAAAAAAAAA`,
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toContain('AAAAAAAAAAAAAAAAAAAAAA');
    for (const query of ['', '?ids=', `?ids=${Array.from({ length: 101 }, () => order._id).join(',')}`])
      expect(
        (await app.inject({ method: 'GET', url: `/api/order/many${query}`, headers: admin })).statusCode,
        query,
      ).toBe(400);
    const badPaper = await app.inject({
      method: 'POST',
      url: '/api/order/printed',
      headers: admin,
      payload: { ids: [order._id], paper: 'a3' },
    });
    expect(badPaper.statusCode).toBe(400);
    expect((await timeline(order._id)).map((event) => event.kind)).toEqual(['created']);
  });
});

describe('GET /api/order/export?ids=', () => {
  it('exports only the orders picked', async () => {
    const picked = [await placeOrder(app, [{ product }]), await placeOrder(app, [{ product }])];
    await placeOrder(app, [{ product }]);
    const response = await app.inject({
      method: 'GET',
      url: `/api/order/export?ids=${picked.map((order) => order._id).join(',')}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const rows = response.body.trim().split('\n').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.split(',')[0]).sort()).toEqual(
      picked.map((order) => `INV-${order.invoiceNumber}`).sort(),
    );
  });
});
