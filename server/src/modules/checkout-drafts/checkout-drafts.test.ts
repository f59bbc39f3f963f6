import { effectivePrice, type Order, type Product } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDate, startOfShopDate } from '../../lib/shop-time.js';
import { adminHeaders } from '../../test/auth-helpers.js';
import { placeOrder, readOrder, uniquePhone } from '../../test/orders.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { DRAFT_LIMITS } from './checkout-drafts.service.js';

// Incomplete checkouts (decision 039): the order form's contents kept while a visitor types, one
// open draft per phone; staff list them, make the order in one tap (priced by the server) or dismiss
// them; a phone that orders closes its draft; old drafts are deleted.

let app: TestApp;
let owner: { authorization: string };
let products: Product[];
beforeAll(async () => {
  app = await createTestApp({ ORDER_RATE_LIMIT: '4' });
  owner = await adminHeaders(app);
  products = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
});
afterAll(() => app.cleanup());

const product = (index: number) => products[index] as Product;
let addresses = 0;
/** The browser's own token (decision 056): one browser unless a test says otherwise. */
const BROWSER = 'browser-token-0000000001';
/** Each save from its own client address, unless a test shares one: the per-address limit is low here. */
const save = (
  payload: Record<string, unknown>,
  remoteAddress = `198.51.100.${++addresses % 250}`,
  owner = BROWSER,
) =>
  app.inject({ method: 'POST', url: '/api/checkout-draft', remoteAddress, payload: { owner, ...payload } });
const list = async (query = '') =>
  json(await app.inject({ method: 'GET', url: `/api/checkout-drafts${query}`, headers: owner }));
const draftOf = async (phone: string, state = 'open') =>
  (await list(`?state=${state}&limit=100`)).data.find((draft: { phone: string }) => draft.phone === phone);

describe('saving what the visitor typed', () => {
  it('keeps a valid mobile number with one more field, priced at today’s prices; a second save updates the same draft', async () => {
    const phone = uniquePhone();
    const first = await save({
      phone: `+88${phone}`,
      name: 'সুমাইয়া',
      products: [{ product: product(0)._id, quantity: 2 }],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first).data).toEqual({ received: true });
    const saved = await save({
      phone,
      name: 'সুমাইয়া আক্তার',
      city: 'রাজশাহী',
      address: 'উপশহর, সেক্টর ২',
      shipping: 130,
      products: [
        { product: product(0)._id, quantity: 2 },
        { product: product(1)._id, quantity: 1 },
      ],
      device: 'device-draft-000000001',
    });
    expect(saved.statusCode).toBe(200);

    const drafts = (await list('?limit=100')).data.filter(
      (draft: { phone: string }) => draft.phone === phone,
    );
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({
      phone,
      name: 'সুমাইয়া আক্তার',
      city: 'রাজশাহী',
      address: 'উপশহর, সেক্টর ২',
      shipping: 130,
      state: 'open',
      order: null,
      total: effectivePrice(product(0)) * 2 + effectivePrice(product(1)) + 130,
    });
    expect(
      drafts[0].products.map((line: { product: { _id: string }; quantity: number }) => [
        line.product._id,
        line.quantity,
      ]),
    ).toEqual([
      [product(0)._id, 2],
      [product(1)._id, 1],
    ]);
  });

  it('refuses a save without a valid mobile number or without one more field, with a clear 400, keeping nothing', async () => {
    const before = (await list('?limit=100')).meta.total;
    for (const payload of [
      { phone: '12345', name: 'রহিম' },
      { phone: uniquePhone() },
      { phone: uniquePhone(), name: '   ', city: '', address: '' },
      { phone: uniquePhone(), name: 'রহিম', products: [{ product: 'not an id', quantity: 1 }] },
      { phone: uniquePhone(), name: 'x'.repeat(101) },
    ]) {
      const refused = await save(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(refused).errors.length).toBeGreaterThan(0);
    }
    expect(json(await save({ phone: uniquePhone() })).errors[0]).toEqual({
      path: 'name',
      message: 'মোবাইল নম্বরের সাথে নাম, শহর বা ঠিকানার অন্তত একটি দিন',
    });
    expect((await list('?limit=100')).meta.total).toBe(before);
  });

  it('is limited per client address like orders (a few saves an order’s worth), answering 429 past it', async () => {
    const address = '203.0.113.200';
    const statuses = [];
    for (let attempt = 0; attempt < 21; attempt++)
      statuses.push((await save({ phone: uniquePhone(), name: 'রহিম' }, address)).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });

  it('keeps nothing for a phone that ordered in the last half hour', async () => {
    const phone = uniquePhone();
    await placeOrder(app, [{ product: product(0) }], { phone });
    expect(json(await save({ phone, name: 'নাজমা' })).data).toEqual({ received: true });
    expect(await draftOf(phone)).toBeUndefined();
  });
});

describe('a draft belongs to its browser (decision 056)', () => {
  it('another browser typing the same number gets a draft of its own and cannot change the first', async () => {
    const phone = uniquePhone();
    await save({ phone, name: 'সুমাইয়া আক্তার', address: 'উপশহর, সেক্টর ২' });
    const stranger = await save(
      { phone, name: 'bkash.com এ পিন দিন', address: '' },
      undefined,
      'stranger-token-000000001',
    );
    expect(stranger.statusCode).toBe(200);
    const drafts = (await list('?limit=100')).data.filter(
      (draft: { phone: string }) => draft.phone === phone,
    );
    expect(
      drafts.map((draft: { name: string; address: string }) => [draft.name, draft.address]).sort(),
    ).toEqual(
      [
        ['bkash.com এ পিন দিন', ''],
        ['সুমাইয়া আক্তার', 'উপশহর, সেক্টর ২'],
      ].sort(),
    );
    // The owner's next save still changes their own.
    await save({ phone, name: 'সুমাইয়া আক্তার', address: 'উপশহর, সেক্টর ৩' });
    const mine = (await list('?limit=100')).data.find(
      (draft: { phone: string; name: string }) => draft.phone === phone && draft.name === 'সুমাইয়া আক্তার',
    );
    expect(mine.address).toBe('উপশহর, সেক্টর ৩');
    // A save without the browser's token, or with a malformed one, is refused and keeps nothing.
    for (const owner of [undefined, 'short', 'x'.repeat(65), 'has spaces in it 00000'])
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/checkout-draft',
            remoteAddress: '198.51.100.251',
            payload: { phone: uniquePhone(), name: 'রহিম', ...(owner === undefined ? {} : { owner }) },
          })
        ).statusCode,
      ).toBe(400);
  });

  it('answers the same whether it kept the draft, the phone just ordered, or a limit was met', async () => {
    const kept = await save({ phone: uniquePhone(), name: 'রহিম' });
    const ordered = uniquePhone();
    await placeOrder(app, [{ product: product(0) }], { phone: ordered });
    const afterOrder = await save({ phone: ordered, name: 'রহিম' });
    const bodies = [kept, afterOrder].map((response) => [response.statusCode, response.body]);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('opens at most a day’s drafts per client address and for the shop, past them keeping nothing quietly', async () => {
    const address = '192.0.2.150';
    const now = new Date().toISOString();
    const opened = (count: number, clientAddress: string) =>
      Array.from({ length: count }, (_, index) => ({
        id: `draft-limit-${clientAddress}-${index}`,
        phone: uniquePhone(),
        name: 'রহিম',
        city: '',
        address: '',
        lines: '[]',
        shipping: null,
        device_id: null,
        state: 'dismissed' as const,
        order_id: null,
        created_at: now,
        updated_at: now,
        owner_hash: null,
        client_address: clientAddress,
      }));
    const first = await save({ phone: uniquePhone(), name: 'রহিম' }, address);
    await app.db
      .insertInto('checkout_drafts')
      .values(opened(DRAFT_LIMITS.perAddress - 1, address))
      .execute();
    const phone = uniquePhone();
    const past = await save({ phone, name: 'রহিম' }, address);
    expect([past.statusCode, past.body]).toEqual([first.statusCode, first.body]);
    expect(await draftOf(phone)).toBeUndefined();
    // Another address still opens one, until the shop's day is full.
    const other = uniquePhone();
    await save({ phone: other, name: 'রহিম' }, '192.0.2.151');
    expect(await draftOf(other)).toBeDefined();
    const today = Number(
      (
        await app.db
          .selectFrom('checkout_drafts')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('created_at', '>=', startOfShopDate(shopDate(new Date())))
          .executeTakeFirstOrThrow()
      ).count,
    );
    for (let chunk = 0; chunk < Math.ceil((DRAFT_LIMITS.perDay - today) / 200); chunk++)
      await app.db
        .insertInto('checkout_drafts')
        .values(opened(200, `10.0.${chunk}.1`))
        .execute();
    const full = uniquePhone();
    await save({ phone: full, name: 'রহিম' }, '192.0.2.152');
    expect(await draftOf(full)).toBeUndefined();
    // The next day, as far as the other tests are concerned.
    await app.db.deleteFrom('checkout_drafts').where('id', 'like', 'draft-limit-%').execute();
  });

  it('refuses a product that is not in the catalogue with a 400 naming the line', async () => {
    const refused = await save({
      phone: uniquePhone(),
      name: 'রহিম',
      products: [
        { product: product(0)._id, quantity: 1 },
        { product: 'AAAAAAAAAAAAAAAAAAAAAA', quantity: 1 },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errors).toEqual([{ path: 'products.1.product', message: 'এই পণ্যটি দোকানে নেই' }]);
  });
});

describe('closing drafts', () => {
  it('closes by itself when the same phone orders on the page, naming the order', async () => {
    const phone = uniquePhone();
    await save({ phone, name: 'করিম' });
    const order = await placeOrder(app, [{ product: product(0) }], { phone });
    expect(await draftOf(phone)).toBeUndefined();
    expect(await draftOf(phone, 'ordered')).toMatchObject({
      state: 'ordered',
      order: { _id: order._id, invoiceNumber: order.invoiceNumber },
    });
  });

  it('staff make the order in one tap, priced by the server, once however often they tap', async () => {
    const phone = uniquePhone();
    await save({
      phone,
      name: 'মরিয়ম বেগম',
      city: 'ঢাকা',
      address: 'বাড়ি ৭, রোড ২, বনানী',
      shipping: 80,
      products: [{ product: product(1)._id, quantity: 3 }],
    });
    const draft = await draftOf(phone);
    const convert = () =>
      app.inject({
        method: 'POST',
        url: `/api/checkout-drafts/${draft._id}/convert`,
        headers: owner,
        payload: { shipping: 80 },
      });
    // Two taps at once: either may be the one that makes the order.
    const taps = await Promise.all([convert(), convert()]);
    const made = taps.find((tap) => tap.statusCode === 201);
    if (!made) throw new Error(`no tap made the order: ${taps.map((tap) => tap.body).join(' | ')}`);
    const again = taps[0] === made ? taps[1] : taps[0];
    if (!again) throw new Error('two taps were sent');
    const order = json(made).data;
    expect(order).toMatchObject({
      phone,
      name: 'মরিয়ম বেগম',
      source: 'phone',
      status: 'pending',
      total: effectivePrice(product(1)) * 3 + 80,
    });
    // The second tap answers the same order (or finds the draft closed): never a second order.
    if (again.statusCode === 201) expect(json(again).data._id).toBe(order._id);
    else expect(again.statusCode).toBe(409);
    const orders = json(await app.inject({ method: 'GET', url: `/api/customer/${phone}`, headers: owner }))
      .data.orders;
    expect(orders).toHaveLength(1);
    expect(await draftOf(phone, 'converted')).toMatchObject({ order: { _id: order._id } });
    const timeline = json(
      await app.inject({ method: 'GET', url: `/api/order/timeline/${order._id}`, headers: owner }),
    ).data;
    expect(timeline[0]).toMatchObject({
      kind: 'created',
      by: { name: expect.any(String) },
      data: { source: 'phone' },
    });
    expect((await readOrder(app, order._id, owner)).status).toBe('pending');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/checkout-drafts/${draft._id}/convert`,
          headers: owner,
          payload: { shipping: 80 },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('a draft lacking what an order needs, or a fee that is not the shop’s, is refused with the fields; it stays open', async () => {
    const phone = uniquePhone();
    await save({ phone, name: 'তানিয়া' });
    const draft = await draftOf(phone);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/checkout-drafts/${draft._id}/convert`,
      headers: owner,
      payload: { shipping: 80 },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      json(refused)
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['address', 'city', 'products']);

    await save({
      phone,
      name: 'তানিয়া',
      city: 'ঢাকা',
      address: 'বাড়ি ১, রোড ১, উত্তরা',
      products: [{ product: product(0)._id, quantity: 1 }],
    });
    const oddFee = await app.inject({
      method: 'POST',
      url: `/api/checkout-drafts/${draft._id}/convert`,
      headers: owner,
      payload: { shipping: 55 },
    });
    expect(oddFee.statusCode).toBe(400);
    expect((await draftOf(phone))?.state).toBe('open');
  });

  it('a draft of a name and a phone becomes an order with what staff learnt on the call', async () => {
    const phone = uniquePhone();
    await save({ phone, name: 'রুবিনা' });
    const draft = await draftOf(phone);
    const convert = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/api/checkout-drafts/${draft._id}/convert`,
        headers: owner,
        payload,
      });
    // Still missing after what staff sent: refused by name, the draft open.
    const partly = await convert({ shipping: 80, city: 'বগুড়া' });
    expect(partly.statusCode).toBe(400);
    expect(
      json(partly)
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['address', 'products']);
    expect((await convert({ shipping: 80, colour: 'red' })).statusCode).toBe(400);
    const made = await convert({
      shipping: 80,
      city: 'বগুড়া',
      address: 'সাতমাথা, রোড ২',
      products: [{ product: product(1)._id, quantity: 3 }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const order: Order = json(made).data;
    expect(order).toMatchObject({
      name: 'রুবিনা',
      phone,
      city: 'বগুড়া',
      address: 'সাতমাথা, রোড ২',
      source: 'phone',
      total: effectivePrice(product(1)) * 3 + 80,
    });
    expect(await draftOf(phone, 'converted')).toMatchObject({ order: { _id: order._id } });
  });

  it('staff dismiss a draft; it cannot be dismissed or converted twice', async () => {
    const phone = uniquePhone();
    await save({ phone, city: 'খুলনা' });
    const draft = await draftOf(phone);
    const dismissed = await app.inject({
      method: 'DELETE',
      url: `/api/checkout-drafts/${draft._id}`,
      headers: owner,
    });
    expect(dismissed.statusCode).toBe(200);
    expect(json(dismissed).data.state).toBe('dismissed');
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/checkout-drafts/${draft._id}`, headers: owner }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: '/api/checkout-drafts/AAAAAAAAAAAAAAAAAAAAAA',
          headers: owner,
        })
      ).statusCode,
    ).toBe(404);
    // A new save of that phone opens a new draft.
    await save({ phone, city: 'খুলনা', name: 'আবার' });
    expect((await draftOf(phone))?.name).toBe('আবার');
  });

  it('deletes drafts older than CHECKOUT_DRAFT_DAYS, whatever their state', async () => {
    const phone = uniquePhone();
    await save({ phone, name: 'পুরনো' });
    const deleted = await app.services.checkoutDrafts.sweep(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect(deleted).toBeGreaterThan(0);
    expect(await draftOf(phone)).toBeUndefined();
  });

  it('the list is for staff only; the save is public', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/checkout-drafts' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/checkout-drafts/AAAAAAAAAAAAAAAAAAAAAA/convert',
          payload: { shipping: 80 },
        })
      ).statusCode,
    ).toBe(401);
  });
});
