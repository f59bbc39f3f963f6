import {
  CreateOrderSchema,
  effectivePrice,
  envelope,
  type Order,
  OrderSchema,
  type Product,
  type SiteSettings,
} from '@haat/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../lib/errors.js';
import { adminHeaders } from '../../../test/auth-helpers.js';
import { createTestApp, json, storedOrderCount, type TestApp } from '../../../test/test-app.js';
import { multipartForm } from '../../../test/uploads.js';
import { orderMessages } from '../order-messages.js';
import { createPlacementRepository, type PlacementRepository } from './placement.repository.js';
import { type CreateOrderResult, createOrderPlacementService } from './placement.service.js';

/** Where the test's orders come from, as a route would pass it. */
const testOrigin = { address: '127.0.0.1', userAgent: 'group-commit test' };

// Group commit (decision 10): the orders that arrive together are written in one transaction, each
// judged on its own, and answered only after that transaction has committed.
let app: TestApp;
let products: Product[];
beforeAll(async () => {
  app = await createTestApp();
  products = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
});
afterAll(() => app.cleanup());
afterEach(() => {
  vi.restoreAllMocks();
});

const product = (index = 0) => products[index % products.length] as Product;

/** A request as the route hands it to the service: parsed by the contract's schema. */
const request = (overrides: Record<string, unknown> = {}, item = product(), quantity = 1) =>
  CreateOrderSchema.parse({
    name: 'রহিম উদ্দিন',
    phone: '01712345678',
    city: 'ঢাকা',
    address: 'মিরপুর ১০',
    products: [{ product: item._id, quantity }],
    shipping: 80,
    total: effectivePrice(item) * quantity + 80,
    ...overrides,
  });

const countOrders = () => storedOrderCount(app);
const pendingCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('order_status_counts')
        .select('count')
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow()
    ).count,
  );
const lastInvoice = async () =>
  Number(
    (
      await app.db
        .selectFrom('counters')
        .select('value')
        .where('name', '=', 'invoice')
        .executeTakeFirstOrThrow()
    ).value,
  );

/** Orders submitted in the same turn of the event loop: by construction one batch. */
const together = <T>(count: number, submit: (index: number) => Promise<T>) =>
  Promise.allSettled(Array.from({ length: count }, (_, index) => submit(index)));
const created = (answer: PromiseSettledResult<CreateOrderResult>) => {
  if (answer.status !== 'fulfilled') throw answer.reason;
  return answer.value;
};

describe('orders that arrive together', () => {
  it('are written in one transaction, each with its own consecutive invoice number and its lines', async () => {
    const transactions = vi.spyOn(app.db, 'transaction');
    const before = {
      orders: await countOrders(),
      pending: await pendingCount(),
      invoice: await lastInvoice(),
    };

    const answers = (
      await together(30, (index) =>
        app.services.orderPlacement.createOrder(
          request({ name: `ক্রেতা ${index}` }, product(index), (index % 3) + 1),
          undefined,
          testOrigin,
        ),
      )
    ).map(created);

    expect(transactions).toHaveBeenCalledTimes(1);
    expect(answers.every((answer) => answer.created)).toBe(true);
    const invoices = answers.map((answer) => answer.order.invoiceNumber);
    expect(invoices).toEqual(Array.from({ length: 30 }, (_, index) => before.invoice + 1 + index));
    expect(await countOrders()).toBe(before.orders + 30);
    expect(await pendingCount()).toBe(before.pending + 30);
    // Answered from what was written, exactly as a read of the stored order answers it.
    for (const { order } of answers)
      expect(await app.services.orderPlacement.getOrder(order._id)).toEqual(order);
  });

  it('over HTTP too: many concurrent requests share transactions and all get stored', async () => {
    const transactions = vi.spyOn(app.db, 'transaction');
    const before = { orders: await countOrders(), invoice: await lastInvoice() };
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        app.inject({ method: 'POST', url: '/api/order/create-order', payload: request({}, product(index)) }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const orders = responses.map((response) => envelope(OrderSchema).parse(json(response)).data);
    expect(orders.map((order) => order.invoiceNumber).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => before.invoice + 1 + index),
    );
    expect(transactions.mock.calls.length).toBeLessThan(50);
    expect(await countOrders()).toBe(before.orders + 50);
  });
});

describe('one refused order in a batch', () => {
  it('fails alone: its neighbours are stored and answered', async () => {
    const orders = app.services.orderPlacement;
    const reused = { key: 'checkout-group-commit-0001' };
    const first = await orders.createOrder(request(), reused.key, testOrigin);
    const transactions = vi.spyOn(app.db, 'transaction');
    const before = await countOrders();

    const answers = await Promise.allSettled([
      orders.createOrder(request({ name: 'ভালো ১' }), undefined, testOrigin),
      orders.createOrder(request({ total: 1 }), undefined, testOrigin),
      orders.createOrder(
        request({ products: [{ product: 'AAAAAAAAAAAAAAAAAAAAAA', quantity: 1 }] }),
        undefined,
        testOrigin,
      ),
      orders.createOrder(
        request({ shipping: 10, total: effectivePrice(product()) + 10 }),
        undefined,
        testOrigin,
      ),
      orders.createOrder(request({ name: 'অন্য অর্ডার' }), reused.key, testOrigin),
      orders.createOrder(request(), reused.key, testOrigin),
      orders.createOrder(request({ name: 'ভালো ২' }), undefined, testOrigin),
    ]);

    expect(transactions).toHaveBeenCalledTimes(1);
    const statusOf = (answer: PromiseSettledResult<CreateOrderResult>) =>
      answer.status === 'fulfilled'
        ? answer.value.created
          ? 201
          : 200
        : answer.reason instanceof AppError
          ? answer.reason.statusCode
          : 500;
    expect(answers.map(statusOf)).toEqual([201, 409, 400, 400, 409, 200, 201]);
    expect(created(answers[5] as PromiseSettledResult<CreateOrderResult>).order).toEqual(first.order);
    expect(await countOrders()).toBe(before + 2);
    const [good1, , , , , , good2] = answers.map((answer) =>
      answer.status === 'fulfilled' ? answer.value.order : null,
    );
    expect((good2 as Order).invoiceNumber).toBe((good1 as Order).invoiceNumber + 1);
  });

  it('the same new Idempotency-Key twice in one batch makes one order, answered to both', async () => {
    const before = await countOrders();
    const key = 'checkout-group-commit-0002';
    const [once, again, differs] = (
      await Promise.allSettled([
        app.services.orderPlacement.createOrder(request(), key, testOrigin),
        app.services.orderPlacement.createOrder(request(), key, testOrigin),
        app.services.orderPlacement.createOrder(request({ name: 'অন্য' }), key, testOrigin),
      ])
    ).map((answer) => answer);
    expect(created(once as PromiseSettledResult<CreateOrderResult>).created).toBe(true);
    expect(created(again as PromiseSettledResult<CreateOrderResult>)).toEqual({
      order: created(once as PromiseSettledResult<CreateOrderResult>).order,
      created: false,
    });
    expect(differs).toMatchObject({ status: 'rejected', reason: { statusCode: 409 } });
    expect(await countOrders()).toBe(before + 1);
  });

  it('a key whose first order was refused is free for the next request of the batch', async () => {
    const key = 'checkout-group-commit-0003';
    const [refused, placed] = await Promise.allSettled([
      app.services.orderPlacement.createOrder(request({ total: 1 }), key, testOrigin),
      app.services.orderPlacement.createOrder(request(), key, testOrigin),
    ]);
    expect(refused).toMatchObject({ status: 'rejected', reason: { statusCode: 409 } });
    expect(created(placed as PromiseSettledResult<CreateOrderResult>).created).toBe(true);
  });
});

/**
 * Lets `fault` change the repository the next transaction works with (the repository owns its
 * transactions: inside one, its methods are a copy bound to that transaction), and only that one:
 * a retry gets a repository as it is.
 */
function inFirstTransaction(
  repository: PlacementRepository,
  fault: (inner: PlacementRepository) => void,
): void {
  const transaction = repository.transaction.bind(repository);
  vi.spyOn(repository, 'transaction').mockImplementationOnce((work) =>
    transaction((inner) => {
      fault(inner);
      return work(inner);
    }),
  );
}

describe('a key another server process stores while a batch is being written', () => {
  it('rolls the batch back and writes it again, answering that order for the key', async () => {
    const repository = createPlacementRepository(app.db);
    const orders = createOrderPlacementService({
      repository,
      catalog: app.services.catalog,
      settings: app.services.settings,
    });
    const key = 'checkout-group-commit-race';
    const theirs = await orders.createOrder(request(), key, testOrigin);
    // As if the other process committed between this batch's look-up of the key and its insert.
    inFirstTransaction(repository, (inner) =>
      vi.spyOn(inner, 'findIdempotencyKeys').mockResolvedValueOnce(new Map()),
    );
    const before = { orders: await countOrders(), invoice: await lastInvoice() };

    const [replayed, neighbour] = await Promise.allSettled([
      orders.createOrder(request(), key, testOrigin),
      orders.createOrder(request({ name: 'পাশের অর্ডার' }), undefined, testOrigin),
    ]);
    expect(created(replayed as PromiseSettledResult<CreateOrderResult>)).toEqual({
      order: theirs.order,
      created: false,
    });
    expect(created(neighbour as PromiseSettledResult<CreateOrderResult>).order.invoiceNumber).toBe(
      before.invoice + 1,
    );
    expect(await countOrders()).toBe(before.orders + 1);
  });
});

describe('a batch whose transaction fails', () => {
  it('rejects every order of the batch, stores none of them and hands out no invoice number', async () => {
    const repository = createPlacementRepository(app.db);
    const orders = createOrderPlacementService({
      repository,
      catalog: app.services.catalog,
      settings: app.services.settings,
    });
    inFirstTransaction(repository, (inner) =>
      vi.spyOn(inner, 'insertIdempotencyKeys').mockRejectedValueOnce(new Error('disk I/O error')),
    );
    const before = {
      orders: await countOrders(),
      pending: await pendingCount(),
      invoice: await lastInvoice(),
    };

    const answers = await together(5, () => orders.createOrder(request(), undefined, testOrigin));
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill('rejected'));
    expect(answers[0]).toMatchObject({ reason: new Error('disk I/O error') });
    expect(await countOrders()).toBe(before.orders);
    expect(await pendingCount()).toBe(before.pending);
    expect(await lastInvoice()).toBe(before.invoice);

    // The next batch is written as if nothing happened.
    const next = await orders.createOrder(request(), undefined, testOrigin);
    expect(next.order.invoiceNumber).toBe(before.invoice + 1);
  });
});

describe('prices and fees', () => {
  it('an order placed right after an admin changes a price is priced with the new one', async () => {
    const admin = await adminHeaders(app);
    const item = product(1);
    const form = await multipartForm({
      title: item.title,
      price: String(item.price + 100),
      discountPrice: '0',
      description: item.description,
    });
    const update = await app.inject({
      method: 'PUT',
      url: `/api/product/update/${item._id}`,
      payload: form.payload,
      headers: { ...admin, ...form.headers },
    });
    expect(update.statusCode, update.body).toBe(200);

    const stale = await app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      payload: request({}, item),
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe(orderMessages.staleTotal(item.price + 100 + 80));
    const fresh = await app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      payload: request({ total: item.price + 100 + 80 }, item),
    });
    expect(fresh.statusCode).toBe(201);
    expect(json(fresh).data.products[0].product.price).toBe(item.price + 100);
  });

  it('an order placed right after an admin changes the shipping fees must carry a new fee', async () => {
    const admin = await adminHeaders(app);
    const current: SiteSettings | undefined = json(await app.inject({ method: 'GET', url: '/api/settings' }))
      .data[0];
    const shipping = { insideDhaka: 70, outsideDhaka: 140 };
    const saved = current
      ? await app.inject({
          method: 'PATCH',
          url: `/api/settings/update/${current._id}`,
          headers: admin,
          payload: { shipping },
        })
      : await app.inject({
          method: 'POST',
          url: '/api/settings/add',
          headers: admin,
          payload: { shipping, phone: '01712345678' },
        });
    expect(saved.statusCode, saved.body).toBeLessThan(300);

    const old = await app.inject({ method: 'POST', url: '/api/order/create-order', payload: request() });
    expect(old.statusCode).toBe(400);
    expect(json(old).errors[0].path).toBe('shipping');
    const price = effectivePrice(product());
    const placed = await app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      payload: request({ shipping: 70, total: price + 70 }),
    });
    expect(placed.statusCode).toBe(201);

    const settingsId = json(await app.inject({ method: 'GET', url: '/api/settings' })).data[0]._id;
    await app.inject({
      method: 'PATCH',
      url: `/api/settings/update/${settingsId}`,
      headers: admin,
      payload: { shipping: current?.shipping ?? { insideDhaka: 80, outsideDhaka: 80 } },
    });
  });
});

describe('the duplicate guard inside one batch', () => {
  it('refuses the second of two identical orders arriving together, naming no order', async () => {
    const guarded = await createTestApp({ DUPLICATE_ORDER_WINDOW_MINUTES: '10' });
    try {
      const [item] = json(await guarded.inject({ method: 'GET', url: '/api/product/all' })).data as Product[];
      const twin = request({ phone: '01799999999' }, item as Product);
      const [first, second, other] = await Promise.allSettled([
        guarded.services.orderPlacement.createOrder(twin, undefined, testOrigin),
        guarded.services.orderPlacement.createOrder(twin, undefined, testOrigin),
        guarded.services.orderPlacement.createOrder(
          request({ phone: '01788888888' }, item as Product),
          undefined,
          testOrigin,
        ),
      ]);
      expect(created(first as PromiseSettledResult<CreateOrderResult>).order.status).toBe('pending');
      expect(second).toMatchObject({
        status: 'rejected',
        reason: { statusCode: 409, message: orderMessages.duplicate },
      });
      expect(other.status).toBe('fulfilled');
      const { rows } = await sql<{
        n: number;
      }>`select count(*) as n from orders where phone = '01799999999'`.execute(guarded.db);
      expect(Number(rows[0]?.n)).toBe(1);
    } finally {
      await guarded.cleanup();
    }
  });
});
