import {
  effectivePrice,
  envelope,
  type Order,
  OrderSchema,
  type Product,
  ProductSchema,
  type ProductSizeInput,
} from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addShopDays, shopDate } from '../../../lib/shop-time.js';
import { adminHeaders } from '../../../test/auth-helpers.js';
import { moveOrder, readOrder, readTimeline, uniquePhone } from '../../../test/orders.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { formFile, multipartForm, pngImage } from '../../../test/uploads.js';

// Decision 064: a product's sizes each keep their own price, weight and stock; stock is taken when an
// order is placed and given back when it is cancelled or returned, through the one status move, once.
let app: TestApp;
let admin: { authorization: string };
let seeded: Product[];

beforeAll(async () => {
  app = await createTestApp({ ORDER_RATE_LIMIT: '1000', DUPLICATE_ORDER_WINDOW_MINUTES: '0' });
  admin = await adminHeaders(app);
  seeded = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
  expect(seeded.length).toBeGreaterThanOrEqual(4);
});
afterAll(() => app.cleanup());

/** A product of its own for each test, added with these sizes and season, or `target` rewritten. */
async function productWith(
  sizes: ProductSizeInput[],
  season: Record<string, string> = {},
  target?: Product,
): Promise<Product> {
  const form = await multipartForm({
    title: target?.title ?? `ল্যাংড়া আম ${++made}`,
    description: '',
    sizes: JSON.stringify(sizes),
    ...season,
    ...(target ? {} : { img: formFile(await pngImage(), 'mango.png') }),
  });
  const response = await app.inject({
    method: target ? 'PUT' : 'POST',
    url: target ? `/api/product/update/${target._id}` : '/api/product/add',
    payload: form.payload,
    headers: { ...admin, ...form.headers },
  });
  expect(response.statusCode, response.body).toBe(target ? 200 : 201);
  return envelope(ProductSchema.strict()).parse(json(response)).data;
}
let made = 0;

const box = (name: string, price: number, stock: number | null, weightGrams = 5000): ProductSizeInput => ({
  name,
  price,
  weightGrams,
  stock,
});

/** A page order of `quantity` of the product's size (its first, sent without a size, when null). */
const orderBody = (product: Product, sizeIndex: number | null, quantity = 1) => {
  const size = product.sizes[sizeIndex ?? 0];
  if (!size) throw new Error('no such size');
  return {
    name: 'নাজমা বেগম',
    phone: uniquePhone(),
    city: 'ঢাকা',
    address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি',
    products: [{ product: product._id, ...(sizeIndex === null ? {} : { size: size._id }), quantity }],
    shipping: 80,
    total: effectivePrice(size) * quantity + 80,
  };
};

const place = (body: object) => app.inject({ method: 'POST', url: '/api/order/create-order', payload: body });

async function placed(body: object): Promise<Order> {
  const response = await place(body);
  expect(response.statusCode, response.body).toBe(201);
  return envelope(OrderSchema.strict()).parse(json(response)).data;
}

const stockOf = async (product: Product, index: number) => {
  const read = json(await app.inject({ method: 'GET', url: `/api/product/${product._id}` })).data as Product;
  return read.sizes[index]?.stock;
};

const stockEvents = async (id: string) => {
  return (
    (await readTimeline(app, id, admin))
      .filter((event) => event.kind === 'stock')
      .map((event) => event.data)
      // The timeline answers newest first; these read in the order they happened.
      .reverse()
  );
};

const setStatus = (id: string, status: string) =>
  app.inject({ method: 'PUT', url: `/api/order/update/status/${id}`, headers: admin, payload: { status } });

describe('sizes', () => {
  it('keeps each size price, weight and stock; the product price is its first size', async () => {
    const product = await productWith([box('৫ কেজি', 850, 40), box('১০ কেজি', 1600, 25, 10_000)]);
    expect(product).toMatchObject({ price: 850, discountPrice: 0 });
    expect(product.sizes).toMatchObject([
      { name: '৫ কেজি', price: 850, weightGrams: 5000, stock: 40, closed: false },
      { name: '১০ কেজি', price: 1600, weightGrams: 10_000, stock: 25, closed: false },
    ]);
    const order = await placed(orderBody(product, 1, 2));
    expect(order.products).toMatchObject([
      {
        quantity: 2,
        product: { _id: product._id, price: 1600 },
        size: { _id: product.sizes[1]?._id, name: '১০ কেজি' },
        weightGrams: 10_000,
      },
    ]);
    expect(order.total).toBe(1600 * 2 + 80);
  });

  it('reads a line without a size as the first size, as a client of before sizes sends it', async () => {
    const product = await productWith([box('৫ কেজি', 900, 10), box('১০ কেজি', 1700, 10)]);
    const order = await placed(orderBody(product, null));
    expect(order.products[0]).toMatchObject({ size: { _id: product.sizes[0]?._id, name: '৫ কেজি' } });
    expect(await stockOf(product, 0)).toBe(9);
  });

  it('refuses two unnamed sizes and a size of another product, naming the field', async () => {
    const target = seeded[0];
    if (!target) throw new Error('the demo shop has no product');
    const form = await multipartForm({
      title: target.title,
      sizes: JSON.stringify([box('', 100, null), box('', 200, null)]),
    });
    const response = await app.inject({
      method: 'PUT',
      url: `/api/product/update/${target._id}`,
      payload: form.payload,
      headers: { ...admin, ...form.headers },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'sizes.0.name' })]),
    );
    const other = await productWith([box('১ কেজি', 500, null)]);
    const body = orderBody(other, 0);
    const wrong = await place({
      ...body,
      products: [{ ...body.products[0], size: target._id.replace(/.$/, 'x') }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).errors).toEqual([expect.objectContaining({ path: 'products.0.size' })]);
  });
});

describe('stock that follows the order', () => {
  it('gives the last box to exactly one of two customers; the other is told in Bengali what is left', async () => {
    const product = await productWith([box('২০ কেজি', 3000, 1, 20_000)]);
    const answers = await Promise.all([place(orderBody(product, 0)), place(orderBody(product, 0))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(json(refused as never).message).toBe(`«${product.title} — ২০ কেজি» স্টক শেষ`);
    expect(await stockOf(product, 0)).toBe(0);
  });

  it('says how many are left when fewer than asked, and takes nothing from an unlimited size', async () => {
    const product = await productWith([box('৫ কেজি', 800, 2), box('১০ কেজি', 1500, null)]);
    const short = await place(orderBody(product, 0, 3));
    expect(short.statusCode).toBe(409);
    expect(json(short).message).toBe(`«${product.title} — ৫ কেজি» আর মাত্র ২টি আছে`);
    const unlimited = await placed(orderBody(product, 1, 5));
    expect(await stockOf(product, 0)).toBe(2);
    expect(await stockOf(product, 1)).toBeNull();
    expect(await stockEvents(unlimited._id)).toEqual([]);
  });

  it('gives a cancelled order its boxes back once, takes them again when it is opened again', async () => {
    const product = await productWith([box('৫ কেজি', 800, 5)]);
    const order = await placed(orderBody(product, 0, 2));
    expect(await stockOf(product, 0)).toBe(3);
    expect((await setStatus(order._id, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(product, 0)).toBe(5);
    // The same status again is no move: nothing is given back twice.
    expect((await setStatus(order._id, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(product, 0)).toBe(5);
    expect((await setStatus(order._id, 'pending')).statusCode).toBe(200);
    expect(await stockOf(product, 0)).toBe(3);
    expect(await stockEvents(order._id)).toEqual([
      { change: 'taken', lines: [{ size: '৫ কেজি', title: product.title, quantity: 2 }] },
      { change: 'returned', lines: [{ size: '৫ কেজি', title: product.title, quantity: 2 }] },
      { change: 'taken', lines: [{ size: '৫ কেজি', title: product.title, quantity: 2 }] },
    ]);
  });

  it('refuses to open a cancelled order again when its boxes have sold meanwhile', async () => {
    const product = await productWith([box('৫ কেজি', 800, 1)]);
    const first = await placed(orderBody(product, 0));
    expect((await setStatus(first._id, 'cancelled')).statusCode).toBe(200);
    await placed(orderBody(product, 0));
    const reopened = await setStatus(first._id, 'pending');
    expect(reopened.statusCode).toBe(409);
    expect(json(reopened).message).toBe(`«${product.title} — ৫ কেজি» স্টক শেষ`);
    expect((await readOrder(app, first._id, admin)).status).toBe('cancelled');
    expect(await stockOf(product, 0)).toBe(0);
  });

  it('gives a returned parcel back once', async () => {
    const product = await productWith([box('১০ কেজি', 1500, 3, 10_000)]);
    const order = await placed(orderBody(product, 0));
    await moveOrder(app, admin, order._id, 'delivered');
    expect(await stockOf(product, 0)).toBe(2);
    expect((await setStatus(order._id, 'returned')).statusCode).toBe(200);
    expect(await stockOf(product, 0)).toBe(3);
    expect((await setStatus(order._id, 'returned')).statusCode).toBe(200);
    expect(await stockOf(product, 0)).toBe(3);
    expect((await stockEvents(order._id)).map((event) => event.change)).toEqual(['taken', 'returned']);
  });

  it('takes stock for an order staff enter', async () => {
    const product = await productWith([box('৫ কেজি', 800, 4)]);
    const body = orderBody(product, 0, 3);
    const response = await app.inject({
      method: 'POST',
      url: '/api/order/staff-create',
      headers: admin,
      payload: { ...body, total: undefined, source: 'phone' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await stockOf(product, 0)).toBe(1);
  });

  it('moves stock by the difference when staff edit an order, and refuses an edit beyond it', async () => {
    const product = await productWith([box('৫ কেজি', 800, 5), box('১০ কেজি', 1500, 2)]);
    const order = await readOrder(app, (await placed(orderBody(product, 0, 1)))._id, admin);
    const edit = (lines: Array<{ size: number; quantity: number }>, version: number) =>
      app.inject({
        method: 'PUT',
        url: `/api/order/edit/${order._id}`,
        headers: admin,
        payload: {
          name: order.name,
          phone: order.phone,
          city: order.city,
          address: order.address,
          shipping: order.shipping,
          products: lines.map(({ size, quantity }) => ({
            product: product._id,
            size: product.sizes[size]?._id,
            quantity,
          })),
          version,
        },
      });
    const more = await edit(
      [
        { size: 0, quantity: 3 },
        { size: 1, quantity: 1 },
      ],
      order.version,
    );
    expect(more.statusCode, more.body).toBe(200);
    expect([await stockOf(product, 0), await stockOf(product, 1)]).toEqual([2, 1]);
    const tooMany = await edit(
      [
        { size: 0, quantity: 3 },
        { size: 1, quantity: 3 },
      ],
      order.version + 1,
    );
    expect(tooMany.statusCode).toBe(409);
    expect(json(tooMany).message).toBe(`«${product.title} — ১০ কেজি» আর মাত্র ১টি আছে`);
    expect([await stockOf(product, 0), await stockOf(product, 1)]).toEqual([2, 1]);
    const fewer = await edit([{ size: 0, quantity: 1 }], order.version + 1);
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect([await stockOf(product, 0), await stockOf(product, 1)]).toEqual([4, 2]);
    expect(await stockEvents(order._id)).toEqual([
      { change: 'taken', lines: [{ size: '৫ কেজি', title: product.title, quantity: 1 }] },
      {
        change: 'taken',
        lines: [
          { size: '৫ কেজি', title: product.title, quantity: 2 },
          { size: '১০ কেজি', title: product.title, quantity: 1 },
        ],
      },
      {
        change: 'returned',
        lines: [
          { size: '৫ কেজি', title: product.title, quantity: 2 },
          { size: '১০ কেজি', title: product.title, quantity: 1 },
        ],
      },
    ]);
  });

  it('changes stock by what the owner typed, keeping boxes ordered while the form was open', async () => {
    const product = await productWith([box('৫ কেজি', 800, 10)]);
    await placed(orderBody(product, 0, 3));
    const size = product.sizes[0];
    if (!size) throw new Error('no size');
    // The form still showed 10; the owner adds 5 boxes.
    const saved = await productWith(
      [{ ...box('৫ কেজি', 800, 15), _id: size._id, stockWas: 10 }],
      {},
      product,
    );
    expect(saved.sizes[0]?.stock).toBe(12);
  });
});

describe('season', () => {
  const today = shopDate(new Date());

  it('refuses a product before its harvest date, after its end, or hidden, naming it', async () => {
    const cases: Array<Record<string, string>> = [
      { saleFrom: addShopDays(today, 3), announce: 'true' },
      { saleUntil: addShopDays(today, -1) },
      { hidden: 'true' },
    ];
    for (const season of cases) {
      const product = await productWith([box('৫ কেজি', 800, 5)], season);
      const response = await place(orderBody(product, 0));
      expect(response.statusCode, JSON.stringify(season)).toBe(400);
      expect(json(response).message).toBe(`«${product.title}» এখন বিক্রি হচ্ছে না`);
      expect(json(response).errors).toEqual([
        { path: 'products.0.product', message: json(response).message },
      ]);
      expect(await stockOf(product, 0)).toBe(5);
    }
  });

  it('sells from the harvest date to the end date, both days included', async () => {
    const product = await productWith([box('৫ কেজি', 800, 5)], { saleFrom: today, saleUntil: today });
    expect(product).toMatchObject({ saleFrom: today, saleUntil: today, hidden: false, announce: false });
    await placed(orderBody(product, 0));
  });
});

describe('GET /api/product/stock', () => {
  it('lists each size with what is left, what unshipped orders hold, sold out and low', async () => {
    const product = await productWith([
      box('৫ কেজি', 800, 8),
      box('১০ কেজি', 1500, 1),
      box('২০ কেজি', 2800, null),
    ]);
    const held = await placed(orderBody(product, 0, 4));
    await placed(orderBody(product, 1));
    const shipped = await placed(orderBody(product, 2, 2));
    await moveOrder(app, admin, shipped._id, 'shipped');
    expect((await setStatus(held._id, 'confirmed')).statusCode).toBe(200);
    const response = await app.inject({ method: 'GET', url: '/api/product/stock', headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    const rows = (json(response).data as Array<{ product: { _id: string } }>).filter(
      (row) => row.product._id === product._id,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        size: expect.objectContaining({ name: '৫ কেজি' }),
        stock: 4,
        held: 4,
        state: 'low',
      }),
      expect.objectContaining({
        size: expect.objectContaining({ name: '১০ কেজি' }),
        stock: 0,
        held: 1,
        state: 'sold-out',
      }),
      expect.objectContaining({
        size: expect.objectContaining({ name: '২০ কেজি' }),
        stock: null,
        held: 0,
        state: 'unlimited',
      }),
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/product/stock' })).statusCode).toBe(401);
  });
});
