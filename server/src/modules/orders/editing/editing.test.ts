import {
  effectivePrice,
  envelope,
  type Order,
  OrderSchema,
  type OrderStatus,
  type Product,
} from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/auth-helpers.js';
import { moveOrder, placeOrder, readOrder, readTimeline } from '../../../test/orders.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { multipartForm } from '../../../test/uploads.js';

// Decision 027: staff change an order on the confirmation call; the server prices it
// again, the timeline shows before and after, and two staff members never overwrite each other.
let app: TestApp;
let admin: { authorization: string };
let products: Product[];
let fees: { insideDhaka: number; outsideDhaka: number };

beforeAll(async () => {
  app = await createTestApp({ ORDER_RATE_LIMIT: '1000', DUPLICATE_ORDER_WINDOW_MINUTES: '0' });
  admin = await adminHeaders(app);
  products = json(await app.inject({ method: 'GET', url: '/api/product/all?limit=10' })).data;
  expect(products.length).toBeGreaterThanOrEqual(3);
  const [settings] = json(await app.inject({ method: 'GET', url: '/api/settings' })).data;
  fees = settings.shipping;
  expect(fees.insideDhaka).not.toBe(fees.outsideDhaka);
});
afterAll(() => app.cleanup());

const product = (index: number): Product => {
  const found = products[index];
  if (!found) throw new Error(`no product ${index}`);
  return found;
};

/** The edit body that changes nothing: the order as it is, at its version. */
const asIs = (order: Order) => ({
  name: order.name,
  phone: order.phone,
  city: order.city,
  address: order.address,
  shipping: order.shipping,
  discount: order.discount,
  discountReason: order.discountReason,
  products: order.products.map((line) => ({ product: line.product._id, quantity: line.quantity })),
  version: order.version,
});

const edit = (id: string, payload: unknown, headers: Record<string, string> = admin) =>
  app.inject({ method: 'PUT', url: `/api/order/edit/${id}`, headers, payload: payload as object });

const timeline = (id: string) => readTimeline(app, id, admin);

async function setPrice(target: Product, price: number) {
  const form = await multipartForm({
    title: target.title,
    price: String(price),
    discountPrice: '0',
    description: target.description,
  });
  const response = await app.inject({
    method: 'PUT',
    url: `/api/product/update/${target._id}`,
    payload: form.payload,
    headers: { ...admin, ...form.headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data as Product;
}

describe('PUT /api/order/edit/{id}', () => {
  it('changes quantities, products, details, zone and discount; prices on the server; shows before and after', async () => {
    const [first, second, third] = [product(0), product(1), product(2)];
    const placed = await placeOrder(app, [{ product: first }, { product: second }]);
    const response = await edit(placed._id, {
      ...asIs(placed),
      name: 'নাজমা আক্তার',
      phone: '+880 1812-345678',
      city: 'চট্টগ্রাম',
      address: 'হালিশহর, ব্লক এ',
      shipping: fees.outsideDhaka,
      products: [
        { product: first._id, quantity: 3 },
        { product: third._id, quantity: 1 },
      ],
      discount: 50,
      discountReason: '  পুরনো ক্রেতা  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data: edited, message } = envelope(OrderSchema.strict()).parse(json(response));
    expect(message).toBe('Order updated');
    const subtotal = effectivePrice(first) * 3 + effectivePrice(third);
    expect(edited).toMatchObject({
      _id: placed._id,
      invoiceNumber: placed.invoiceNumber,
      status: 'pending',
      name: 'নাজমা আক্তার',
      phone: '01812345678',
      city: 'চট্টগ্রাম',
      address: 'হালিশহর, ব্লক এ',
      shipping: fees.outsideDhaka,
      discount: 50,
      discountReason: 'পুরনো ক্রেতা',
      total: subtotal - 50 + fees.outsideDhaka,
      version: placed.version + 1,
      source: 'web',
    });
    expect(edited.products.map((line) => [line.product._id, line.quantity])).toEqual([
      [first._id, 3],
      [third._id, 1],
    ]);
    // The line whose quantity changed keeps its id; what is read back is what was answered.
    expect(edited.products[0]?._id).toBe(placed.products[0]?._id);
    expect(await readOrder(app, placed._id, admin)).toEqual(edited);

    // Beside it, at the same moment, the stock the edit moved (decision 064).
    const event = (await timeline(placed._id)).find((entry) => entry.kind !== 'stock');
    expect(event).toMatchObject({ kind: 'edited', by: { name: expect.any(String) } });
    if (event?.kind !== 'edited') throw new Error('the newest entry is the edit');
    expect(event.data.before).toEqual({
      name: placed.name,
      phone: placed.phone,
      city: placed.city,
      address: placed.address,
      shipping: placed.shipping,
      discount: 0,
      discountReason: '',
      total: placed.total,
      lines: [
        { title: first.title, quantity: 1, price: effectivePrice(first) },
        { title: second.title, quantity: 1, price: effectivePrice(second) },
      ],
    });
    expect(event.data.after).toEqual({
      name: 'নাজমা আক্তার',
      phone: '01812345678',
      city: 'চট্টগ্রাম',
      address: 'হালিশহর, ব্লক এ',
      shipping: fees.outsideDhaka,
      discount: 50,
      discountReason: 'পুরনো ক্রেতা',
      total: edited.total,
      lines: [
        { title: first.title, quantity: 3, price: effectivePrice(first) },
        { title: third.title, quantity: 1, price: effectivePrice(third) },
      ],
    });
  });

  it('keeps the ordered price of lines left alone and charges today’s price on lines that changed', async () => {
    const kept = product(3);
    const changed = product(4);
    const placed = await placeOrder(app, [{ product: kept }, { product: changed }]);
    const keptPrice = effectivePrice(kept);
    await setPrice(kept, keptPrice + 100);
    const newChangedPrice = effectivePrice(changed) + 40;
    await setPrice(changed, newChangedPrice);

    const response = await edit(placed._id, {
      ...asIs(placed),
      products: [
        { product: kept._id, quantity: 1 },
        { product: changed._id, quantity: 2 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited: Order = json(response).data;
    expect(edited.products.map((line) => effectivePrice(line.product))).toEqual([keptPrice, newChangedPrice]);
    expect(edited.total).toBe(keptPrice + newChangedPrice * 2 + placed.shipping);
    // Only what changed is on the timeline: the details stayed, so only lines and total are there.
    const [event] = await timeline(placed._id);
    expect(Object.keys(event?.data ?? {}).sort()).toEqual(['after', 'before']);
    expect(event?.kind === 'edited' && Object.keys(event.data.after).sort()).toEqual(['lines', 'total']);
  });

  it('keeps the order’s own fee though the shop’s fees have changed since, and refuses any other', async () => {
    const placed = await placeOrder(app, [{ product: product(0) }], { shipping: fees.insideDhaka });
    const settingsId = json(await app.inject({ method: 'GET', url: '/api/settings' })).data[0]._id;
    const changeFees = (shipping: typeof fees) =>
      app.inject({
        method: 'PATCH',
        url: `/api/settings/update/${settingsId}`,
        headers: admin,
        payload: { shipping },
      });
    expect((await changeFees({ insideDhaka: 90, outsideDhaka: 160 })).statusCode).toBe(200);
    try {
      const odd = await edit(placed._id, { ...asIs(placed), shipping: 55 });
      expect(odd.statusCode).toBe(400);
      expect(json(odd).errors).toEqual([{ path: 'shipping', message: expect.stringContaining('ঢাকার ভিতরে') }]);
      const same = await edit(placed._id, { ...asIs(placed), address: 'নতুন ঠিকানা' });
      expect(same.statusCode, same.body).toBe(200);
      expect(json(same).data).toMatchObject({ shipping: fees.insideDhaka, total: placed.total });
      const outside = await edit(placed._id, { ...asIs(json(same).data), shipping: 160 });
      expect(outside.statusCode, outside.body).toBe(200);
      expect(json(outside).data.total).toBe(placed.total - fees.insideDhaka + 160);
    } finally {
      await changeFees(fees);
    }
  });

  it('changes nothing, records nothing and keeps the version when the edit is the order as it is', async () => {
    const placed = await placeOrder(app, [{ product: product(0) }]);
    const response = await edit(placed._id, asIs(placed));
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data).toEqual(placed);
    expect((await timeline(placed._id)).map((event) => event.kind)).toEqual(['created']);
  });

  it.each<OrderStatus>(['shipped', 'delivered', 'returned', 'cancelled'])(
    'refuses to change a %s order with 409, naming its status, and changes nothing',
    async (status) => {
      const placed = await placeOrder(app, [{ product: product(0) }]);
      await moveOrder(app, admin, placed._id, status);
      const before = await readOrder(app, placed._id, admin);
      const response = await edit(placed._id, { ...asIs(before), address: 'অন্য ঠিকানা' });
      expect(response.statusCode, response.body).toBe(409);
      expect(json(response).errors).toEqual([{ path: 'status', message: json(response).message }]);
      expect(OrderSchema.parse(json(response).data)).toEqual(before);
      expect(await readOrder(app, placed._id, admin)).toEqual(before);
    },
  );

  it.each<OrderStatus>(['confirmed', 'on_hold'])('lets staff change a %s order', async (status) => {
    const placed = await placeOrder(app, [{ product: product(0) }]);
    await moveOrder(app, admin, placed._id, status);
    const current = await readOrder(app, placed._id, admin);
    const response = await edit(placed._id, { ...asIs(current), city: 'খুলনা' });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data).toMatchObject({ city: 'খুলনা', status });
  });
});

describe('two staff members changing one order', () => {
  it('refuses an edit made on an older version with 409 and the current order, never overwriting', async () => {
    const placed = await placeOrder(app, [{ product: product(0) }]);
    const first = await edit(placed._id, { ...asIs(placed), address: 'প্রথম জনের ঠিকানা' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await edit(placed._id, { ...asIs(placed), name: 'দ্বিতীয় জনের নাম' });
    expect(second.statusCode, second.body).toBe(409);
    expect(json(second).message).toContain('অন্য কেউ');
    expect(json(second).errors).toEqual([{ path: 'version', message: json(second).message }]);
    const current = await readOrder(app, placed._id, admin);
    expect(current).toMatchObject({ address: 'প্রথম জনের ঠিকানা', name: placed.name });
    expect(OrderSchema.parse(json(second).data)).toEqual(current);
  });

  it('a status move counts as a change: an edit opened before it is refused', async () => {
    const placed = await placeOrder(app, [{ product: product(0) }]);
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/order/update/status/${placed._id}`,
      headers: admin,
      payload: { status: 'confirmed' },
    });
    expect(json(moved).data.version).toBe(placed.version + 1);
    const response = await edit(placed._id, { ...asIs(placed), city: 'রাজশাহী' });
    expect(response.statusCode, response.body).toBe(409);
    expect(json(response).data).toMatchObject({ status: 'confirmed', city: placed.city });
  });

  it('of edits sent at the same moment on one version, exactly one is applied and the rest get 409', async () => {
    const placed = await placeOrder(app, [{ product: product(0) }]);
    const cities = ['সিলেট', 'বরিশাল', 'রংপুর', 'ময়মনসিংহ', 'কুমিল্লা'];
    const responses = await Promise.all(cities.map((city) => edit(placed._id, { ...asIs(placed), city })));
    const applied = responses.filter((response) => response.statusCode === 200);
    expect(applied).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(cities.length - 1);
    const current = await readOrder(app, placed._id, admin);
    expect(current.city).toBe(json(applied[0] as (typeof responses)[number]).data.city);
    expect(current.version).toBe(placed.version + 1);
    expect((await timeline(placed._id)).filter((event) => event.kind === 'edited')).toHaveLength(1);
  });
});

describe('bad edits get a clear 4xx and change nothing', () => {
  it.each<[string, (order: Order) => unknown, string]>([
    [
      'a discount without its reason',
      (order) => ({ ...asIs(order), discount: 20, discountReason: ' ' }),
      'discountReason',
    ],
    [
      'a discount above the lines’ sum',
      (order) => ({ ...asIs(order), discount: order.total * 10, discountReason: 'ভুল' }),
      'discount',
    ],
    [
      'a fraction of a taka off',
      (order) => ({ ...asIs(order), discount: 2.5, discountReason: 'ভুল' }),
      'discount',
    ],
    [
      'a product that does not exist',
      (order) => ({ ...asIs(order), products: [{ product: 'AAAAAAAAAAAAAAAAAAAAAA', quantity: 1 }] }),
      'products.0.product',
    ],
    ['no products', (order) => ({ ...asIs(order), products: [] }), 'products'],
    [
      'one product twice',
      (order) => ({ ...asIs(order), products: [...asIs(order).products, ...asIs(order).products] }),
      'products',
    ],
    [
      'a quantity of 0',
      (order) => ({ ...asIs(order), products: [{ product: order.products[0]?.product._id, quantity: 0 }] }),
      'products.0.quantity',
    ],
    ['a phone that is no mobile number', (order) => ({ ...asIs(order), phone: '12345' }), 'phone'],
    ['an empty address', (order) => ({ ...asIs(order), address: '   ' }), 'address'],
    ['no version', (order) => ({ ...asIs(order), version: undefined }), 'version'],
    ['a version that is text', (order) => ({ ...asIs(order), version: 'latest' }), 'version'],
  ])('%s: 400 naming the field', async (_case, body, path) => {
    const placed = await placeOrder(app, [{ product: product(0) }]);
    const response = await edit(placed._id, body(placed));
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response).errors.map((error: { path: string }) => error.path)).toContain(path);
    expect(await readOrder(app, placed._id, admin)).toEqual(placed);
    expect((await timeline(placed._id)).map((event) => event.kind)).toEqual(['created']);
  });

  it('an unknown order is 404, a malformed id 400, no token 401', async () => {
    const placed = await placeOrder(app, [{ product: product(0) }]);
    expect((await edit('AAAAAAAAAAAAAAAAAAAAAA', asIs(placed))).statusCode).toBe(404);
    expect((await edit('not an id', asIs(placed))).statusCode).toBe(400);
    expect((await edit(placed._id, asIs(placed), {})).statusCode).toBe(401);
  });

  it('a line whose product has since been deleted stays while it is left alone', async () => {
    const placed = await placeOrder(app, [{ product: product(5) }, { product: product(0) }]);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/product/delete/${product(5)._id}`,
      headers: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const kept = await edit(placed._id, { ...asIs(placed), address: 'নতুন ঠিকানা' });
    expect(kept.statusCode, kept.body).toBe(200);
    const more = await edit(placed._id, {
      ...asIs(json(kept).data),
      products: [
        { product: product(5)._id, quantity: 2 },
        { product: product(0)._id, quantity: 1 },
      ],
    });
    expect(more.statusCode, more.body).toBe(400);
    expect(json(more).errors).toEqual([{ path: 'products.0.product', message: expect.any(String) }]);
  });
});
