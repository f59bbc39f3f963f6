import { effectivePrice, envelope, formatTaka, OrderSchema, type Product } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/auth-helpers.js';
import { createTestApp, json, storedOrderCount, type TestApp } from '../../../test/test-app.js';

let app: TestApp;
let products: Product[];
beforeAll(async () => {
  app = await createTestApp();
  products = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
});
afterAll(() => app.cleanup());

const discounted = () => products.find((product) => product.discountPrice > 0) as Product;
const fullPrice = () => products.find((product) => product.discountPrice === 0) as Product;

/** A valid order for the given lines, with the total the server will compute. */
function orderFor(lines: Array<{ product: Product; quantity: number }>, shipping = 80) {
  const total = lines.reduce((sum, line) => sum + effectivePrice(line.product) * line.quantity, 0) + shipping;
  return {
    name: 'রহিম উদ্দিন',
    phone: '01712345678',
    city: 'ঢাকা',
    address: 'বাড়ি ১২, রোড ৩, মিরপুর',
    products: lines.map((line) => ({ product: line.product._id, quantity: line.quantity })),
    shipping,
    total,
  };
}

const create = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/order/create-order', payload: payload as object, headers });

const countOrders = () => storedOrderCount(app);

describe('POST /api/order/create-order', () => {
  it('places a pending order priced from the server, with a product snapshot on each line', async () => {
    const body = orderFor([
      { product: discounted(), quantity: 2 },
      { product: fullPrice(), quantity: 1 },
    ]);
    const response = await create(body);
    expect(response.statusCode).toBe(201);
    const { data: order } = envelope(OrderSchema).parse(json(response));
    expect(order).toMatchObject({
      status: 'pending',
      name: 'রহিম উদ্দিন',
      phone: '01712345678',
      shipping: 80,
    });
    expect(order.total).toBe(discounted().discountPrice * 2 + fullPrice().price + 80);
    expect(order.products).toHaveLength(2);
    expect(order.products[0]?.product).toEqual({
      _id: discounted()._id,
      title: discounted().title,
      img: discounted().img,
      price: discounted().price,
      discountPrice: discounted().discountPrice,
    });
    expect(order._id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Date.parse(order.createdAt)).not.toBeNaN();
    expect(order.createdAt.endsWith('Z')).toBe(true);
  });

  it('accepts the outside-Dhaka fee too', async () => {
    const response = await create(orderFor([{ product: fullPrice(), quantity: 1 }], 150));
    expect(response.statusCode).toBe(201);
    expect(json(response).data.shipping).toBe(150);
  });

  it('normalises a phone written with Bengali digits, spaces, dashes and +88', async () => {
    const response = await create({
      ...orderFor([{ product: fullPrice(), quantity: 1 }]),
      phone: '+88 ০১৮১২-৩৪৫ ৬৭৮',
    });
    expect(response.statusCode).toBe(201);
    expect(json(response).data.phone).toBe('01812345678');
  });

  it('keeps the snapshot when the product later changes', async () => {
    const product = fullPrice();
    const { data: order } = json(await create(orderFor([{ product, quantity: 3 }])));
    await app.db
      .updateTable('products')
      .set({ price: product.price + 500, title: 'নতুন নাম' })
      .where('id', '=', product._id)
      .execute();
    const again = json(await app.inject({ method: 'GET', url: `/api/order/single/${order._id}` })).data;
    expect(again.products[0].product).toMatchObject({ title: product.title, price: product.price });
    expect(again.total).toBe(order.total);
    await app.db
      .updateTable('products')
      .set({ price: product.price, title: product.title })
      .where('id', '=', product._id)
      .execute();
  });

  it('gives increasing invoice numbers', async () => {
    const first = json(await create(orderFor([{ product: fullPrice(), quantity: 1 }]))).data;
    const second = json(await create(orderFor([{ product: fullPrice(), quantity: 1 }]))).data;
    expect(second.invoiceNumber).toBeGreaterThan(first.invoiceNumber);
  });
});

describe('every check answers 400 with a field error and stores nothing', () => {
  const cases: Array<[string, (base: ReturnType<typeof orderFor>) => unknown, string]> = [
    ['blank name', (base) => ({ ...base, name: '   ' }), 'name'],
    ['missing name', ({ name: _name, ...rest }) => rest, 'name'],
    ['huge name', (base) => ({ ...base, name: 'ক'.repeat(101) }), 'name'],
    ['blank city', (base) => ({ ...base, city: '' }), 'city'],
    ['blank address', (base) => ({ ...base, address: ' \n ' }), 'address'],
    ['landline phone', (base) => ({ ...base, phone: '029876543' }), 'phone'],
    ['phone with an 012 operator code', (base) => ({ ...base, phone: '01212345678' }), 'phone'],
    ['phone too long', (base) => ({ ...base, phone: '017123456789' }), 'phone'],
    ['phone as a number', (base) => ({ ...base, phone: 1712345678 }), 'phone'],
    ['no lines', (base) => ({ ...base, products: [] }), 'products'],
    ['lines not a list', (base) => ({ ...base, products: 'all' }), 'products'],
    [
      'quantity 0',
      (base) => ({ ...base, products: [{ ...base.products[0], quantity: 0 }] }),
      'products.0.quantity',
    ],
    [
      'quantity 101',
      (base) => ({ ...base, products: [{ ...base.products[0], quantity: 101 }] }),
      'products.0.quantity',
    ],
    [
      'fractional quantity',
      (base) => ({ ...base, products: [{ ...base.products[0], quantity: 1.5 }] }),
      'products.0.quantity',
    ],
    [
      'quantity as text',
      (base) => ({ ...base, products: [{ ...base.products[0], quantity: '2' }] }),
      'products.0.quantity',
    ],
    [
      'malformed product id',
      (base) => ({ ...base, products: [{ product: '../x', quantity: 1 }] }),
      'products.0.product',
    ],
    [
      'unknown product',
      (base) => ({ ...base, products: [{ product: 'AAAAAAAAAAAAAAAAAAAAAA', quantity: 1 }] }),
      'products.0.product',
    ],
    [
      'same product twice',
      (base) => ({ ...base, products: [base.products[0], base.products[0]] }),
      'products',
    ],
    ['shipping not a shop fee', (base) => ({ ...base, shipping: 10, total: base.total - 70 }), 'shipping'],
    ['negative shipping', (base) => ({ ...base, shipping: -80 }), 'shipping'],
    ['fractional total', (base) => ({ ...base, total: base.total + 0.5 }), 'total'],
  ];

  it.each(cases)('%s', async (_label, mutate, path) => {
    const before = await countOrders();
    const response = await create(mutate(orderFor([{ product: fullPrice(), quantity: 1 }])));
    expect(response.statusCode).toBe(400);
    const body = json(response);
    expect(body.success).toBe(false);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors.map((error: { path: string }) => error.path)).toContain(path);
    expect(await countOrders()).toBe(before);
  });

  it('more than 50 lines', async () => {
    const base = orderFor([{ product: fullPrice(), quantity: 1 }]);
    const lines = Array.from({ length: 51 }, (_, index) => ({
      product: `product-id-${String(index).padStart(8, '0')}`,
      quantity: 1,
    }));
    const response = await create({ ...base, products: lines });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors[0].path).toBe('products');
  });
});

describe("a total that differs from the server's", () => {
  it('answers 409 with the current total and stores nothing', async () => {
    const base = orderFor([{ product: discounted(), quantity: 2 }]);
    const before = await countOrders();
    const response = await create({ ...base, total: base.total - 1 });
    expect(response.statusCode).toBe(409);
    const body = json(response);
    expect(body.success).toBe(false);
    expect(body.message).toContain(formatTaka(base.total));
    expect(await countOrders()).toBe(before);
  });

  it('a client pricing at the struck-through price is refused', async () => {
    const product = discounted();
    const response = await create({ ...orderFor([{ product, quantity: 1 }]), total: product.price + 80 });
    expect(response.statusCode).toBe(409);
  });
});

describe('Idempotency-Key', () => {
  it('the same key sent again returns the first order and creates no second', async () => {
    const body = orderFor([{ product: fullPrice(), quantity: 2 }]);
    const headers = { 'idempotency-key': 'checkout-7f3a9c2e-0001' };
    const first = await create(body, headers);
    expect(first.statusCode).toBe(201);
    const before = await countOrders();
    const second = await create(body, headers);
    expect(second.statusCode).toBe(200);
    expect(json(second).data._id).toBe(json(first).data._id);
    expect(await countOrders()).toBe(before);
  });

  it('the same key raced from many requests at once still makes one order', async () => {
    const body = orderFor([{ product: fullPrice(), quantity: 1 }]);
    const headers = { 'idempotency-key': 'checkout-race-000000001' };
    const before = await countOrders();
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(body, headers)));
    const ids = new Set(answers.map((answer) => json(answer).data._id));
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 201)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await countOrders()).toBe(before + 1);
  });

  it('a key reused for a different order answers 409', async () => {
    const headers = { 'idempotency-key': 'checkout-7f3a9c2e-0002' };
    expect((await create(orderFor([{ product: fullPrice(), quantity: 1 }]), headers)).statusCode).toBe(201);
    const response = await create(orderFor([{ product: fullPrice(), quantity: 3 }]), headers);
    expect(response.statusCode).toBe(409);
  });

  it('a malformed key answers 400', async () => {
    const response = await create(orderFor([{ product: fullPrice(), quantity: 1 }]), {
      'idempotency-key': 'x',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('malformed requests', () => {
  it('broken JSON answers 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).success).toBe(false);
  });

  it('an oversized body answers 413', async () => {
    const response = await create({
      ...orderFor([{ product: fullPrice(), quantity: 1 }]),
      address: 'ক'.repeat(400_000),
    });
    expect(response.statusCode).toBe(413);
    expect(json(response).success).toBe(false);
  });

  it('a form-encoded body answers 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=x',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('GET /api/order/single/{id}', () => {
  it('answers the order', async () => {
    const { data: created } = json(await create(orderFor([{ product: fullPrice(), quantity: 1 }])));
    const response = await app.inject({ method: 'GET', url: `/api/order/single/${created._id}` });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual(created);
  });

  it('an unknown id answers 404 and a malformed one 400', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/order/single/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/order/single/1' })).statusCode).toBe(400);
  });

  it('shows an order to anyone with its link only for ORDER_LINK_DAYS; the back office always', async () => {
    const { data: created } = json(await create(orderFor([{ product: fullPrice(), quantity: 2 }])));
    const read = (headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: `/api/order/single/${created._id}`, headers });
    // Placed four days ago: past the default three.
    await app.db
      .updateTable('orders')
      .set({ created_at: new Date(Date.now() - 4 * 24 * 3_600_000).toISOString() })
      .where('id', '=', created._id)
      .execute();
    const late = await read();
    expect(late.statusCode).toBe(404);
    expect(late.body).not.toContain(created.phone);
    expect(json(late).message).toBe('এই অর্ডারটি পাওয়া যায়নি');
    // A token that is not valid is no admin: the same 404, not a 401 that would tell the order exists.
    expect((await read({ authorization: 'bearer not.a.token' })).statusCode).toBe(404);
    const admin = await adminHeaders(app);
    const forAdmin = await read(admin);
    expect(forAdmin.statusCode).toBe(200);
    expect(json(forAdmin).data.phone).toBe(created.phone);
  });

  it('with ORDER_LINK_DAYS=0 shows an order to nobody without signing in', async () => {
    const closed = await createTestApp({ ORDER_LINK_DAYS: '0' });
    try {
      const [item] = json(await closed.inject({ method: 'GET', url: '/api/product/all' })).data as Product[];
      const placed = await closed.inject({
        method: 'POST',
        url: '/api/order/create-order',
        payload: orderFor([{ product: item as Product, quantity: 1 }]),
      });
      expect(placed.statusCode).toBe(201);
      const id = json(placed).data._id;
      expect((await closed.inject({ method: 'GET', url: `/api/order/single/${id}` })).statusCode).toBe(404);
      const admin = await adminHeaders(closed);
      expect(
        (await closed.inject({ method: 'GET', url: `/api/order/single/${id}`, headers: admin })).statusCode,
      ).toBe(200);
    } finally {
      await closed.cleanup();
    }
  });
});

describe('concurrency', () => {
  it('100 creates at once make 100 orders with 100 distinct invoice numbers', async () => {
    const before = await countOrders();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        create({ ...orderFor([{ product: fullPrice(), quantity: (index % 5) + 1 }]) }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(100).fill(201));
    const invoices = answers.map((answer) => json(answer).data.invoiceNumber as number);
    expect(new Set(invoices).size).toBe(100);
    expect(await countOrders()).toBe(before + 100);
    const lines = await app.db
      .selectFrom('order_lines')
      .select('order_id')
      .where(
        'order_id',
        'in',
        answers.map((a) => json(a).data._id),
      )
      .execute();
    expect(lines).toHaveLength(100);
  });
});
