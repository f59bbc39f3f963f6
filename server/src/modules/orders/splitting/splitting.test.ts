import {
  deliveryFee,
  effectivePrice,
  envelope,
  formatInvoiceNumber,
  type Order,
  OrderSchema,
  orderWeightGrams,
  type Product,
  SplitOrderResultSchema,
  titleWithSize,
  zoneFor,
} from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/auth-helpers.js';
import { startFakeGraph } from '../../../test/fake-graph.js';
import { startFakePathao } from '../../../test/fake-pathao.js';
import { startFakeBulkSmsBd } from '../../../test/fake-sms-gateways.js';
import { startFakeSteadfast } from '../../../test/fake-steadfast.js';
import { moveOrder, parcelSettled, readOrder, readTimeline, uniquePhone } from '../../../test/orders.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { PURCHASE_JOB } from '../../conversions/conversions.service.js';
import { SMS_JOB } from '../../sms/sms.service.js';

// Decision 071: an order too heavy for one courier's parcel is split by the owner into two orders,
// each booked on its own; the money adds up to what the customer was told, stock does not move, and
// the new order is no new purchase (no message, no Purchase event, no fake-order check).
const PATHAO = {
  clientId: 'splitClient1',
  clientSecret: 'pathao-split-secret-Zx81',
  username: 'owner@example.com',
  password: 'pathao-split-password',
};
const STORE = { store_id: 140217, store_name: 'হাট বাগান', store_address: 'উপশহর, রাজশাহী', is_active: 1 };
const STEADFAST = { apiKey: 'sf-split-api-key-8Kq2', secretKey: 'sf-split-secret-5Tr1' };
const BULK = { apiKey: 'bulksmsbd-split-key-Wq83', senderId: '8809617000001' };
const GRAPH = { pixelId: '223456789012345', accessToken: 'EAAGsplitTokenNeverShown_4Rt' };

let app: TestApp;
let pathao: Awaited<ReturnType<typeof startFakePathao>>;
let steadfast: Awaited<ReturnType<typeof startFakeSteadfast>>;
let bulk: Awaited<ReturnType<typeof startFakeBulkSmsBd>>;
let graph: Awaited<ReturnType<typeof startFakeGraph>>;
let owner: { authorization: string };
let langra: Product;
let tenKilo: Product['sizes'][number];

beforeAll(async () => {
  pathao = await startFakePathao({ ...PATHAO, stores: [STORE] });
  steadfast = await startFakeSteadfast(STEADFAST);
  bulk = await startFakeBulkSmsBd(BULK);
  graph = await startFakeGraph(GRAPH);
  app = await createTestApp({
    PATHAO_API_URL: pathao.url,
    STEADFAST_API_URL: steadfast.url,
    BULKSMSBD_API_URL: bulk.url,
    FACEBOOK_GRAPH_URL: graph.url,
  });
  owner = (await adminHeaders(app)) as { authorization: string };
  const products: Product[] = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
  // The demo shop's Langra in boxes: its 10 kg box has a count of stock.
  const found = products.find((product) =>
    product.sizes.some((size) => size.weightGrams === 10_000 && size.stock !== null),
  );
  const size = found?.sizes.find((each) => each.weightGrams === 10_000);
  if (!found || !size) throw new Error('the demo shop has no 10 kg size with stock');
  langra = found;
  tenKilo = size;
  const put = async (url: string, payload: Record<string, unknown>) => {
    const response = await app.inject({ method: 'PUT', url, headers: owner, payload });
    expect(response.statusCode, response.body).toBe(200);
  };
  await put('/api/integrations/pathao', PATHAO);
  await put('/api/integrations/pathao/store', { storeId: STORE.store_id });
  await put('/api/integrations/steadfast', STEADFAST);
  // Messages and Purchase events on: the original order's prove they would be written.
  const sms = json(await app.inject({ method: 'GET', url: '/api/integrations/sms', headers: owner })).data;
  await put('/api/integrations/sms', {
    enabled: true,
    gateway: 'bulksmsbd',
    bulksmsbd: BULK,
    sslwireless: { sid: '' },
    // The "received" message on, so a placed order writes one.
    templates: { ...sms.templates, pending: { ...sms.templates.pending, enabled: true } },
  });
  await put('/api/integrations/facebook', { enabled: true, ...GRAPH, testEventCode: '' });
});
afterAll(async () => {
  await app.cleanup();
  await Promise.all([pathao.close(), steadfast.close(), bulk.close(), graph.close()]);
});

/** Boxes of Langra's 10 kg size placed on the storefront for Dhaka, at the fee its table charges. */
async function placeBoxes(quantity: number, extra: { phone?: string } = {}): Promise<Order> {
  const lines = [
    {
      quantity,
      weightGrams: tenKilo.weightGrams,
      price: tenKilo.price,
      discountPrice: tenKilo.discountPrice,
    },
  ];
  const zone = zoneFor(await app.services.deliveryZones.zones(), 'Dhaka');
  if (!zone) throw new Error('no zone covers Dhaka');
  const subtotal = effectivePrice(tenKilo) * quantity;
  const shipping = deliveryFee(zone, { weightGrams: orderWeightGrams(lines), subtotal });
  const response = await app.inject({
    method: 'POST',
    url: '/api/order/create-order',
    headers: {
      'user-agent': 'Mozilla/5.0 (Linux; Android 13; SM-A145F) Chrome/142 Mobile',
      referer: 'http://localhost:80/',
    },
    payload: {
      name: 'রাশেদা খাতুন',
      phone: extra.phone ?? uniquePhone(),
      city: 'ঢাকা',
      address: 'বাড়ি ৭, রোড ২, মোহাম্মদপুর',
      district: 'Dhaka',
      products: [{ product: langra._id, size: tenKilo._id, quantity }],
      shipping,
      total: subtotal + shipping,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return readOrder(app, json(response).data._id, owner);
}

const split = (id: string, payload: unknown) =>
  app.inject({ method: 'POST', url: `/api/order/split/${id}`, headers: owner, payload: payload as object });
const book = (id: string, courier: 'pathao' | 'steadfast') =>
  app.inject({
    method: 'POST',
    url: `/api/order/courier-booking/${id}`,
    headers: owner,
    payload: { courier },
  });
const timeline = (id: string) => readTimeline(app, id, owner);
const stockLeft = async () => {
  const response = await app.inject({ method: 'GET', url: `/api/product/${langra._id}` });
  return (json(response).data as Product).sizes.find((size) => size._id === tenKilo._id)?.stock;
};
const jobsOf = (orderId: string) =>
  app.db.selectFrom('outbox_jobs').select('kind').where('order_id', '=', orderId).execute();
const orderCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

const settled = (id: string) => parcelSettled(app, id, owner);

describe('POST /api/order/split/{id}', () => {
  it('splits a 20 kg order into two 10 kg parcels that Pathao takes each, the money and stock kept', async () => {
    const placed = await placeBoxes(2);
    // A discount staff gave on the call stays with the original, as its delivery fee does.
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/order/edit/${placed._id}`,
      headers: owner,
      payload: {
        name: placed.name,
        phone: placed.phone,
        city: placed.city,
        address: placed.address,
        shipping: placed.shipping,
        discount: 100,
        discountReason: 'পুরনো ক্রেতা',
        products: [{ product: langra._id, size: tenKilo._id, quantity: 2 }],
        version: placed.version,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const order = envelope(OrderSchema).parse(json(edited)).data;
    expect(order.total).toBe(effectivePrice(tenKilo) * 2 + order.shipping - 100);
    const line = order.products[0];
    if (!line) throw new Error('no line');

    // The whole is refused by Pathao, pointing to the split.
    const refused = await book(order._id, 'pathao');
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toContain('দুই পার্সেলে ভাগ করুন');

    const stockBefore = await stockLeft();
    expect(stockBefore).not.toBeNull();
    const countsBefore = await app.db.selectFrom('order_status_counts').selectAll().execute();

    const response = await split(order._id, {
      version: order.version,
      lines: [{ line: line._id, quantity: 1 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { original, split: part } = envelope(SplitOrderResultSchema).parse(json(response)).data;

    expect(original).toMatchObject({
      _id: order._id,
      invoiceNumber: order.invoiceNumber,
      status: order.status,
      shipping: order.shipping,
      discount: 100,
      discountReason: 'পুরনো ক্রেতা',
      total: effectivePrice(tenKilo) + order.shipping - 100,
      version: order.version + 1,
    });
    expect(original.products).toEqual([{ ...line, quantity: 1 }]);
    expect(part).toMatchObject({
      name: order.name,
      phone: order.phone,
      city: order.city,
      address: order.address,
      status: order.status,
      source: order.source,
      shipping: 0,
      discount: 0,
      total: effectivePrice(tenKilo),
      risk: null,
      parcel: null,
    });
    expect(part.invoiceNumber).not.toBe(order.invoiceNumber);
    expect(part.products).toEqual([{ ...line, _id: expect.any(String), quantity: 1 }]);
    expect(part.products[0]?._id).not.toBe(line._id);
    expect(original.total + part.total).toBe(order.total);
    expect(await readOrder(app, part._id, owner)).toEqual(part);

    // The boxes were taken when the order was placed: none given back, none taken again.
    expect(await stockLeft()).toBe(stockBefore);
    // The new order counts in its status beside the original.
    const countsAfter = await app.db.selectFrom('order_status_counts').selectAll().execute();
    const countOf = (rows: typeof countsAfter, status: string) =>
      Number(rows.find((row) => row.status === status)?.count ?? 0);
    expect(countOf(countsAfter, order.status)).toBe(countOf(countsBefore, order.status) + 1);

    // The customer is told nothing of the second parcel and Meta hears of no second purchase.
    const originalJobs = (await jobsOf(order._id)).map((job) => job.kind);
    expect(originalJobs).toContain(SMS_JOB);
    expect(originalJobs).toContain(PURCHASE_JOB);
    expect(await jobsOf(part._id)).toEqual([]);

    // Each timeline names the other's invoice; the new one has no stock or placement entry.
    const originalNotes = (await timeline(order._id)).filter((event) => event.kind === 'note');
    expect(originalNotes.map((event) => event.data.text)).toEqual([
      expect.stringContaining(formatInvoiceNumber(part.invoiceNumber)),
    ]);
    const partEvents = await timeline(part._id);
    expect(partEvents.map((event) => event.kind)).toEqual(['note']);
    expect(partEvents[0]?.data).toEqual({
      text: expect.stringContaining(formatInvoiceNumber(order.invoiceNumber)),
    });

    // Each part is its own 10 kg parcel, and Pathao takes both.
    for (const each of [original, part]) {
      const booked = await book(each._id, 'pathao');
      expect(booked.statusCode, booked.body).toBe(200);
      expect((await settled(each._id)).parcel?.state).toBe('booked');
      expect(pathao.consignments.get(formatInvoiceNumber(each.invoiceNumber))).toMatchObject({
        item_weight: 10,
        amount_to_collect: each.total,
      });
    }
    expect(await stockLeft()).toBe(stockBefore);
  });

  it('refuses, with nothing changed, a split that moves nothing, everything, or more than a line has', async () => {
    const order = await placeBoxes(3);
    const line = order.products[0];
    if (!line) throw new Error('no line');
    const ordersBefore = await orderCount();
    const stockBefore = await stockLeft();
    const attempts = [
      { lines: [] },
      { lines: [{ line: line._id, quantity: 0 }] },
      { lines: [{ line: line._id, quantity: 3 }] },
      { lines: [{ line: line._id, quantity: 4 }] },
      { lines: [{ line: order._id, quantity: 1 }] },
      {
        lines: [
          { line: line._id, quantity: 2 },
          { line: line._id, quantity: 2 },
        ],
      },
    ];
    for (const attempt of attempts) {
      const refused = await split(order._id, { version: order.version, ...attempt });
      expect(refused.statusCode, JSON.stringify(attempt)).toBe(400);
      expect(json(refused).message).toMatch(/[\u0980-\u09FF]/);
    }
    expect(
      json(await split(order._id, { version: order.version, lines: [{ line: line._id, quantity: 4 }] }))
        .message,
    ).toBe(`${titleWithSize(langra.title, tenKilo.name)}: অর্ডারে আছে ৩ পিস।`);
    expect(await readOrder(app, order._id, owner)).toEqual(order);
    expect(await orderCount()).toBe(ordersBefore);
    expect(await stockLeft()).toBe(stockBefore);
    // Made on a version someone has since changed: the current order answers, as an edit's does.
    const stale = await split(order._id, {
      version: order.version + 1,
      lines: [{ line: line._id, quantity: 1 }],
    });
    expect(stale.statusCode).toBe(409);
    expect(await readOrder(app, order._id, owner)).toEqual(order);
  });

  it('refuses an order whose parcel is with a courier, and one shipped or cancelled', async () => {
    const withCourier = await placeBoxes(2);
    expect((await book(withCourier._id, 'steadfast')).statusCode).toBe(200);
    await settled(withCourier._id);
    const cancelled = await placeBoxes(2);
    await moveOrder(app, owner, cancelled._id, 'cancelled');
    for (const id of [withCourier._id, cancelled._id]) {
      const before = await readOrder(app, id, owner);
      const ordersBefore = await orderCount();
      const line = before.products[0];
      const refused = await split(id, { version: before.version, lines: [{ line: line?._id, quantity: 1 }] });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(json(refused).errors).toEqual([
        { path: 'status', message: expect.stringMatching(/[\u0980-\u09FF]/) },
      ]);
      expect(await readOrder(app, id, owner)).toEqual(before);
      expect(await orderCount()).toBe(ordersBefore);
    }
  });

  it('is open to order staff as an edit is, and the timeline names who split', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/user/add',
      headers: owner,
      payload: {
        name: 'কর্মী সুমি',
        email: 'split-staff@example.com',
        password: 'a-good-password',
        role: 'staff',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const staff = await adminHeaders(app, { email: 'split-staff@example.com', password: 'a-good-password' });
    const order = await placeBoxes(2);
    const response = await app.inject({
      method: 'POST',
      url: `/api/order/split/${order._id}`,
      headers: staff,
      payload: { version: order.version, lines: [{ line: order.products[0]?._id, quantity: 1 }] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { split: part } = envelope(SplitOrderResultSchema).parse(json(response)).data;
    for (const id of [order._id, part._id])
      expect((await timeline(id)).find((event) => event.kind === 'note')?.by?.name).toBe('কর্মী সুমি');
  });

  it('is for staff only', async () => {
    const order = await placeBoxes(2);
    const response = await app.inject({
      method: 'POST',
      url: `/api/order/split/${order._id}`,
      payload: { version: order.version, lines: [{ line: order.products[0]?._id, quantity: 1 }] },
    });
    expect(response.statusCode).toBe(401);
    expect(await readOrder(app, order._id, owner)).toEqual(order);
  });
});
