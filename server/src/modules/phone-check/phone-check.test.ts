import {
  DEFAULT_RISK_SETTINGS,
  DEFAULT_SMS_TEMPLATES,
  effectivePrice,
  type Order,
  type Product,
  phoneCheckMessages,
  type RiskSettings,
  toBengaliDigits,
} from '@haat/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/auth-helpers.js';
import { startFakeBulkSmsBd } from '../../test/fake-sms-gateways.js';
import { readTimeline } from '../../test/orders.js';
import { makeJobsDue } from '../../test/outbox.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { loadSigningKey } from '../auth/tokens.js';
import { phoneCode } from './phone-check.service.js';

// The optional phone check through the API (decision 040): the order is stored
// first, its code goes by SMS from the outbox, and the customer's code moves it from on hold to
// pending; every limit (minutes, tries, codes an order, codes a phone, calls an address) refuses
// with its own message and loses nothing.

const BULK = { apiKey: 'bulksmsbd-code-key-never-shown', senderId: '8809617000001' };
/** Per address: 4 orders, 12 code requests, 60 tries in 10 minutes (ORDER_RATE_LIMIT × the rules). */
const ORDER_RATE_LIMIT = 4;

let app: TestApp;
let bulk: Awaited<ReturnType<typeof startFakeBulkSmsBd>>;
let owner: { authorization: string };
let product: Product;

beforeAll(async () => {
  bulk = await startFakeBulkSmsBd(BULK);
  app = await createTestApp({
    BULKSMSBD_API_URL: bulk.url,
    ORDER_RATE_LIMIT: String(ORDER_RATE_LIMIT),
    ORDER_PHONE_LIMIT: '20',
  });
  owner = await adminHeaders(app);
  product = (
    json(await app.inject({ method: 'GET', url: '/api/product/all' })).data as Product[]
  )[0] as Product;
});
afterAll(async () => {
  await app.cleanup();
  await bulk.close();
});
beforeEach(async () => {
  bulk.state.mode = 'ok';
  bulk.errors.errorCode = null;
  await saveGateway(false);
  await setRisk({ phoneCheck: 'all' });
});

/** The gateway's account saved; status messages off, or on with "received" and "on hold" too. */
async function saveGateway(statusMessages: boolean) {
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/integrations/sms',
    headers: owner,
    payload: {
      enabled: statusMessages,
      gateway: 'bulksmsbd',
      bulksmsbd: BULK,
      sslwireless: { sid: '' },
      templates: {
        ...DEFAULT_SMS_TEMPLATES,
        pending: { ...DEFAULT_SMS_TEMPLATES.pending, enabled: statusMessages },
        on_hold: { ...DEFAULT_SMS_TEMPLATES.on_hold, enabled: statusMessages },
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The fake-order settings: none held unless a test lowers the threshold; codes as asked. */
async function setRisk(changes: Partial<RiskSettings>) {
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/risk/settings',
    headers: owner,
    payload: { ...DEFAULT_RISK_SETTINGS, threshold: 101, ...changes },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

let customers = 0;
const newPhone = () => `0191${String(++customers).padStart(7, '0')}`;
/** Each order from its own address, so the per-address ceiling is only met where a test means it. */
const newAddress = () => `203.0.113.${customers % 250}`;

async function place(details: Record<string, string> = {}): Promise<Order> {
  const phone = details.phone ?? newPhone();
  const response = await app.inject({
    method: 'POST',
    url: '/api/order/create-order',
    remoteAddress: newAddress(),
    payload: {
      name: 'রহিম উদ্দিন',
      city: 'ঢাকা',
      address: 'বাড়ি ১২, রোড ৫, মিরপুর ১০',
      ...details,
      phone,
      products: [{ product: product._id, quantity: 1 }],
      shipping: 80,
      total: effectivePrice(product) + 80,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data;
}

const asStaffSees = async (id: string): Promise<Order> =>
  json(await app.inject({ method: 'GET', url: `/api/order/single/${id}`, headers: owner })).data;
const timeline = (id: string) => readTimeline(app, id, owner);
const checkOf = (id: string) => app.inject({ method: 'GET', url: `/api/order/phone-check/${id}` });
const confirm = (id: string, code: string, remoteAddress = '198.51.100.1') =>
  app.inject({
    method: 'POST',
    url: `/api/order/phone-check/${id}/confirm`,
    remoteAddress,
    payload: { code },
  });
const resend = (id: string, remoteAddress = '198.51.100.1') =>
  app.inject({ method: 'POST', url: `/api/order/phone-check/${id}/resend`, remoteAddress });

/** The codes the stand-in gateway took for a phone, oldest first. */
const codesSentTo = (phone: string) =>
  bulk.sent
    .filter((message) => message.to === `88${phone}` && message.text.includes('কোড'))
    .map((message) => /\b(\d{6})\b/.exec(message.text)?.[1] ?? '');

async function sentCode(order: Order, count = 1): Promise<string> {
  await expect.poll(() => codesSentTo(order.phone).length, { timeout: 10_000 }).toBe(count);
  // The check says sent once the gateway's answer is written, just after the gateway took it.
  await expect
    .poll(async () => json(await checkOf(order._id)).data.sentAt, { timeout: 5_000 })
    .not.toBeNull();
  return codesSentTo(order.phone).at(-1) as string;
}

/** Time passes for the current code: asked (and sent) `seconds` earlier than it was. */
async function age(orderId: string, seconds: number) {
  const row = await app.db
    .selectFrom('phone_checks')
    .select(['asked_at', 'sent_at'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const earlier = (iso: string | null) =>
    iso === null ? null : new Date(Date.parse(iso) - seconds * 1000).toISOString();
  await app.db
    .updateTable('phone_checks')
    .set({ asked_at: earlier(row.asked_at) as string, sent_at: earlier(row.sent_at) })
    .where('order_id', '=', orderId)
    .execute();
}

/** A code that is not the order's: the right one with its last digit moved on. */
const wrongCode = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

describe('the setting', () => {
  it('is off as shipped, takes off, risky or all, and refuses anything else', async () => {
    const fresh = await createTestApp({}, { holdRiskyOrders: true });
    try {
      const read = await fresh.inject({
        method: 'GET',
        url: '/api/risk/settings',
        headers: await adminHeaders(fresh),
      });
      expect(json(read).data.phoneCheck).toBe('off');
    } finally {
      await fresh.cleanup();
    }
    for (const mode of ['risky', 'all', 'off'] as const) await setRisk({ phoneCheck: mode });
    const { phoneCheck: _omitted, ...withoutIt } = DEFAULT_RISK_SETTINGS;
    for (const payload of [{ ...DEFAULT_RISK_SETTINGS, phoneCheck: 'sometimes' }, withoutIt]) {
      const refused = await app.inject({ method: 'PUT', url: '/api/risk/settings', headers: owner, payload });
      expect(refused.statusCode).toBe(400);
      expect(json(refused).errors[0].path).toBe('phoneCheck');
    }
    expect(
      json(await app.inject({ method: 'GET', url: '/api/risk/settings', headers: owner })).data.phoneCheck,
    ).toBe('off');
  });

  it('asks nothing while off, nor without a saved SMS gateway account', async () => {
    await setRisk({ phoneCheck: 'off' });
    const off = await place();
    expect(off.phoneCheck).toBeNull();
    expect((await asStaffSees(off._id)).status).toBe('pending');

    await setRisk({ phoneCheck: 'all' });
    const bare = await createTestApp({ BULKSMSBD_API_URL: bulk.url });
    try {
      const bareOwner = await adminHeaders(bare);
      const settings = await bare.inject({
        method: 'PUT',
        url: '/api/risk/settings',
        headers: bareOwner,
        payload: { ...DEFAULT_RISK_SETTINGS, threshold: 101, phoneCheck: 'all' },
      });
      expect(settings.statusCode).toBe(200);
      const placed = await bare.inject({
        method: 'POST',
        url: '/api/order/create-order',
        payload: {
          name: 'রহিম উদ্দিন',
          city: 'ঢাকা',
          address: 'বাড়ি ১২, রোড ৫, মিরপুর ১০',
          phone: newPhone(),
          products: [{ product: product._id, quantity: 1 }],
          shipping: 80,
          total: effectivePrice(product) + 80,
        },
      });
      expect(placed.statusCode).toBe(201);
      expect(json(placed).data).toMatchObject({ status: 'pending', phoneCheck: null });
      const stored = json(
        await bare.inject({
          method: 'GET',
          url: `/api/order/single/${json(placed).data._id}`,
          headers: bareOwner,
        }),
      ).data;
      expect(stored).toMatchObject({ status: 'pending', phoneCheck: null });
    } finally {
      await bare.cleanup();
    }
  });
});

describe('a code for every order', () => {
  it('stores the order first, sends the code, and the right code moves it from on hold to pending', async () => {
    const order = await place();
    // The customer's answer: received, and a code on its way; staff see it waiting on hold.
    expect(order).toMatchObject({ status: 'pending', phoneCheck: 'waiting', risk: null });
    expect(await asStaffSees(order._id)).toMatchObject({ status: 'on_hold', phoneCheck: 'waiting' });
    const created = (await timeline(order._id)).find((event) => event.kind === 'created');
    expect(created?.data).toMatchObject({ phoneCheck: true });

    const code = await sentCode(order);
    expect(code).toBe(phoneCode(loadSigningKey(app.config.jwtSecret, app.config.dataDir), order._id, 1));
    const state = json(await checkOf(order._id)).data;
    expect(state).toMatchObject({ state: 'waiting', triesLeft: 5 });
    expect(Date.parse(state.expiresAt) - Date.parse(state.sentAt)).toBe(5 * 60_000);
    expect(Date.parse(state.nextCodeAt)).toBeGreaterThanOrEqual(Date.now());

    const wrong = await confirm(order._id, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toBe(phoneCheckMessages.wrong(4));
    expect(json(wrong).message).toContain(toBengaliDigits(4));
    expect(json(await checkOf(order._id)).data.triesLeft).toBe(4);
    expect((await asStaffSees(order._id)).status).toBe('on_hold');

    // Typed as a customer might: Bengali digits, a space in the middle.
    const typed = `${toBengaliDigits(code.slice(0, 3))} ${toBengaliDigits(code.slice(3))}`;
    const right = await confirm(order._id, typed);
    expect(right.statusCode, right.body).toBe(200);
    expect(json(right).data).toMatchObject({ state: 'confirmed', nextCodeAt: null });
    expect(await asStaffSees(order._id)).toMatchObject({ status: 'pending', phoneCheck: 'confirmed' });
    const events = await timeline(order._id);
    expect(
      events.find((event) => event.kind === 'phone-check' && event.data.action === 'confirmed')?.data,
    ).toEqual({ action: 'confirmed', round: 1, released: true });
    expect(events.find((event) => event.kind === 'status')?.data).toEqual({ from: 'on_hold', to: 'pending' });
    expect(
      events.find((event) => event.kind === 'phone-check' && event.data.action === 'sent')?.data,
    ).toMatchObject({ round: 1, answer: expect.stringContaining('BulkSMSBD SMS নিয়েছে') });

    // Again (a double tap): the same answer, nothing moves twice.
    expect(json(await confirm(order._id, code)).data.state).toBe('confirmed');
    expect((await timeline(order._id)).filter((event) => event.kind === 'status')).toHaveLength(1);
    // Nobody's record holds the code: not the timeline, the outbox, nor the check's row.
    const written = JSON.stringify([
      await app.db.selectFrom('order_events').selectAll().where('order_id', '=', order._id).execute(),
      await app.db.selectFrom('outbox_jobs').selectAll().where('order_id', '=', order._id).execute(),
      await app.db.selectFrom('phone_checks').selectAll().where('order_id', '=', order._id).execute(),
    ]);
    expect(written).not.toContain(code);
  });

  it('tells the customer "received" once, as for any order, never "on hold"', async () => {
    await saveGateway(true);
    const order = await place();
    const code = await sentCode(order);
    expect((await confirm(order._id, code)).statusCode).toBe(200);
    await makeJobsDue(app, { orderId: order._id });
    await expect
      .poll(() => bulk.sent.filter((message) => message.to === `88${order.phone}`).length, { timeout: 5_000 })
      .toBe(2);
    const texts = bulk.sent
      .filter((message) => message.to === `88${order.phone}`)
      .map((message) => message.text);
    // The two templates as filled for this order: "received … we will call", "could not reach you".
    expect(texts.filter((text) => text.includes('পেয়েছি, মোট'))).toHaveLength(1);
    expect(texts.filter((text) => text.includes('ফোনে পাইনি'))).toHaveLength(0);
  });

  it('locks a code after five wrong tries; a new code comes after a minute and the old one stops working', async () => {
    const order = await place();
    const first = await sentCode(order);
    for (const left of [4, 3, 2, 1])
      expect(json(await confirm(order._id, wrongCode(first))).message).toBe(phoneCheckMessages.wrong(left));
    const fifth = await confirm(order._id, wrongCode(first));
    expect(fifth.statusCode).toBe(429);
    expect(json(fifth).message).toBe(phoneCheckMessages.noTriesLeft);
    // Even the right code now: the tries are used up.
    expect((await confirm(order._id, first)).statusCode).toBe(429);
    expect(
      (await timeline(order._id)).filter(
        (event) => event.kind === 'phone-check' && event.data.action === 'locked',
      ),
    ).toHaveLength(1);

    const tooSoon = await resend(order._id);
    expect(tooSoon.statusCode).toBe(429);
    expect(json(tooSoon).message).toMatch(/সেকেন্ড পরে নতুন কোড চাইতে পারবেন$/);
    await age(order._id, 61);
    const again = await resend(order._id);
    expect(again.statusCode, again.body).toBe(200);
    expect(json(again).data).toMatchObject({ state: 'waiting', sentAt: null, triesLeft: 5 });
    const second = await sentCode(order, 2);
    expect(second).not.toBe(first);
    expect((await confirm(order._id, first)).statusCode).toBe(400);
    expect((await confirm(order._id, second)).statusCode).toBe(200);
    expect((await asStaffSees(order._id)).status).toBe('pending');
  });

  it('refuses a code past its five minutes, and a fourth code for one order', async () => {
    const order = await place();
    const code = await sentCode(order);
    await age(order._id, 5 * 60);
    const late = await confirm(order._id, code);
    expect(late.statusCode).toBe(400);
    expect(json(late).message).toBe(phoneCheckMessages.expired);

    for (const round of [2, 3]) {
      await age(order._id, 61);
      expect((await resend(order._id)).statusCode).toBe(200);
      await sentCode(order, round);
    }
    expect(json(await checkOf(order._id)).data.nextCodeAt).toBeNull();
    await age(order._id, 61);
    const fourth = await resend(order._id);
    expect(fourth.statusCode).toBe(429);
    expect(json(fourth).message).toBe(phoneCheckMessages.noMoreCodes);
    // The order is there all along, waiting on hold for the shop's call.
    expect(await asStaffSees(order._id)).toMatchObject({ status: 'on_hold', phoneCheck: 'waiting' });
  });

  it('sends one phone at most five codes an hour: past them an order waits for a call without one', async () => {
    const phone = newPhone();
    const orders: Order[] = [];
    for (const basketSize of [1, 2, 3]) {
      orders.push(await place({ phone, address: `বাড়ি ${basketSize}, রোড ৫, মিরপুর ১০` }));
      await sentCode(orders.at(-1) as Order, basketSize);
    }
    const [first, second] = orders as [Order, Order];
    for (const order of [first, second]) {
      await age(order._id, 61);
      expect((await resend(order._id)).statusCode).toBe(200);
    }
    await expect.poll(() => codesSentTo(phone).length, { timeout: 10_000 }).toBe(5);
    await age(first._id, 61);
    const sixth = await resend(first._id);
    expect(sixth.statusCode).toBe(429);
    expect(json(sixth).message).toBe(phoneCheckMessages.phoneLimit);

    const next = await place({ phone, address: 'বাড়ি ৯, রোড ৫, মিরপুর ১০' });
    expect(next.phoneCheck).toBeNull();
    expect(await asStaffSees(next._id)).toMatchObject({ status: 'on_hold', phoneCheck: null });
    expect(codesSentTo(phone)).toHaveLength(5);
  });

  it('leaves a move staff made meanwhile, and a blocked phone, on their decision', async () => {
    const called = await place();
    const code = await sentCode(called);
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/order/update/status/${called._id}`,
      headers: owner,
      payload: { status: 'confirmed' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await confirm(called._id, code)).statusCode).toBe(200);
    expect(await asStaffSees(called._id)).toMatchObject({ status: 'confirmed', phoneCheck: 'confirmed' });

    const phone = newPhone();
    const blocked = await app.inject({
      method: 'POST',
      url: '/api/risk/blocklist',
      headers: owner,
      payload: { kind: 'phone', value: phone, reason: 'আগে ফেরত দিয়েছে' },
    });
    expect(blocked.statusCode).toBe(201);
    const listed = await place({ phone });
    expect((await confirm(listed._id, await sentCode(listed))).statusCode).toBe(200);
    expect(await asStaffSees(listed._id)).toMatchObject({ status: 'on_hold', phoneCheck: 'confirmed' });
    const confirmed = (await timeline(listed._id)).find(
      (event) => event.kind === 'phone-check' && event.data.action === 'confirmed',
    );
    expect(confirmed?.data).toMatchObject({ released: false });
  });
});

describe('at the same time', () => {
  it('counts every wrong try of a burst, and two right codes at once release the order once', async () => {
    const order = await place();
    const code = await sentCode(order);
    const burst = await Promise.all(Array.from({ length: 8 }, () => confirm(order._id, wrongCode(code))));
    expect(burst.map((response) => response.statusCode).sort()).toEqual([
      400, 400, 400, 400, 429, 429, 429, 429,
    ]);
    const locked = (await timeline(order._id)).filter(
      (event) => event.kind === 'phone-check' && event.data.action === 'locked',
    );
    expect(locked).toHaveLength(1);

    const other = await place();
    const otherCode = await sentCode(other);
    const both = await Promise.all([confirm(other._id, otherCode), confirm(other._id, otherCode)]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    const events = await timeline(other._id);
    expect(events.filter((event) => event.kind === 'status')).toHaveLength(1);
    expect(
      events.filter((event) => event.kind === 'phone-check' && event.data.action === 'confirmed'),
    ).toHaveLength(1);
  });
});

describe('a code in risky mode', () => {
  it('answers a held order exactly as any order, asks both for a code, and holds only the held one', async () => {
    await saveGateway(true);
    await setRisk({ phoneCheck: 'risky', threshold: DEFAULT_RISK_SETTINGS.threshold });
    const flaggedAddress = '198.51.100.200';
    const blocked = await app.inject({
      method: 'POST',
      url: '/api/risk/blocklist',
      headers: owner,
      payload: { kind: 'address', value: flaggedAddress, reason: 'ভুয়া অর্ডার' },
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    // Two visitors typing the same form, one from an address the owner blocked.
    const form = {
      name: 'রহিম উদ্দিন',
      city: 'ঢাকা',
      address: 'বাড়ি ১২, রোড ৫, মিরপুর ১০',
      products: [{ product: product._id, quantity: 1 }],
      shipping: 80,
      total: effectivePrice(product) + 80,
    };
    const placeFrom = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/order/create-order',
        remoteAddress,
        payload: { ...form, phone: newPhone() },
      });
    const flaggedAnswer = await placeFrom(flaggedAddress);
    const plainAnswer = await placeFrom('203.0.113.201');
    const flagged: Order = json(flaggedAnswer).data;
    const plain: Order = json(plainAnswer).data;
    expect(await asStaffSees(flagged._id)).toMatchObject({ status: 'on_hold', risk: { held: true } });
    expect(await asStaffSees(plain._id)).toMatchObject({ status: 'pending', risk: { held: false } });

    // What each visitor's browser is told, with only the ids, the number and the moments told apart.
    const alike = (body: string, order: Order) =>
      body
        .replaceAll(order._id, 'ID')
        .replaceAll(order.phone, 'PHONE')
        .replace(/"invoiceNumber":\d+/g, '"invoiceNumber":N')
        .replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"TIME"')
        .replace(/"_id":"[\w-]+"/g, '"_id":"LINE"');
    expect([flaggedAnswer.statusCode, plainAnswer.statusCode]).toEqual([201, 201]);
    expect(alike(flaggedAnswer.body, flagged)).toBe(alike(plainAnswer.body, plain));
    expect(flagged.phoneCheck).toBe('waiting');
    const read = (order: Order) => app.inject({ method: 'GET', url: `/api/order/single/${order._id}` });
    expect(alike((await read(flagged)).body, flagged)).toBe(alike((await read(plain)).body, plain));

    // Both phones get a code and nothing else until it is typed; the code screen reads alike.
    const flaggedCode = await sentCode(flagged);
    const plainCode = await sentCode(plain);
    expect(alike((await checkOf(flagged._id)).body, flagged)).toBe(
      alike((await checkOf(plain._id)).body, plain),
    );
    const texts = (order: Order) =>
      bulk.sent
        .filter((message) => message.to === `88${order.phone}`)
        .map((message) => message.text.replace(/\d{6}/, 'CODE').replace(/INV-\d+/, 'INV'));
    expect(texts(flagged)).toEqual(texts(plain));
    expect(texts(plain)).toHaveLength(1);

    const flaggedConfirm = await confirm(flagged._id, flaggedCode);
    const plainConfirm = await confirm(plain._id, plainCode);
    expect(alike(flaggedConfirm.body, flagged)).toBe(alike(plainConfirm.body, plain));
    // The blocked address stays held (proving the phone does not unblock it); both get "received".
    expect(await asStaffSees(flagged._id)).toMatchObject({ status: 'on_hold', phoneCheck: 'confirmed' });
    expect(await asStaffSees(plain._id)).toMatchObject({ status: 'pending', phoneCheck: 'confirmed' });
    await expect.poll(() => texts(plain).length, { timeout: 10_000 }).toBe(2);
  });

  it('releases a score hold with the code, as risky mode is for', async () => {
    await setRisk({ phoneCheck: 'risky', threshold: DEFAULT_RISK_SETTINGS.threshold });
    // A one-letter name, a one-word address that repeats the city: held by the shipped weights.
    const risky = await place({ name: 'ক', city: 'ঢাকা', address: 'ঢাকা' });
    expect(risky).toMatchObject({ status: 'pending', phoneCheck: 'waiting' });
    expect((await asStaffSees(risky._id)).risk?.held).toBe(true);
    expect((await confirm(risky._id, await sentCode(risky))).statusCode).toBe(200);
    expect(await asStaffSees(risky._id)).toMatchObject({ status: 'pending', phoneCheck: 'confirmed' });
  });
});

describe('a gateway that fails', () => {
  it('loses no order: a refusal is on the timeline and a new code may be asked; an outage is retried', async () => {
    bulk.errors.errorCode = 1007;
    const refused = await place();
    await expect
      .poll(async () => (await timeline(refused._id)).find((event) => event.kind === 'phone-check')?.data, {
        timeout: 10_000,
      })
      .toMatchObject({ action: 'failed', round: 1, answer: expect.stringContaining('ব্যালান্স') });
    expect(json(await checkOf(refused._id)).data.sentAt).toBeNull();
    expect((await confirm(refused._id, '123456')).statusCode).toBe(400);
    expect(await asStaffSees(refused._id)).toMatchObject({ status: 'on_hold', phoneCheck: 'waiting' });

    bulk.errors.errorCode = null;
    bulk.state.mode = 'down';
    const outage = await place();
    await expect
      .poll(
        async () =>
          (
            await app.db
              .selectFrom('outbox_jobs')
              .select('attempts')
              .where('order_id', '=', outage._id)
              .where('kind', '=', 'phone-check.code')
              .executeTakeFirst()
          )?.attempts,
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(1);
    bulk.state.mode = 'ok';
    await makeJobsDue(app, { orderId: outage._id, kind: 'phone-check.code' });
    expect((await confirm(outage._id, await sentCode(outage))).statusCode).toBe(200);
  });
});

describe('bad input and limits', () => {
  it('answers 400 for a malformed code and 404 for an unknown order or one asked no code', async () => {
    const order = await place();
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const response = await confirm(order._id, code);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0]).toEqual({ path: 'code', message: phoneCheckMessages.code });
    }
    expect(json(await checkOf(order._id)).data.triesLeft).toBe(5);
    await setRisk({ phoneCheck: 'off' });
    const unasked = await place();
    for (const id of [unasked._id, 'AAAAAAAAAAAAAAAAAAAAAA']) {
      expect((await checkOf(id)).statusCode).toBe(404);
      expect((await confirm(id, '123456')).statusCode).toBe(404);
      expect((await resend(id)).statusCode).toBe(404);
    }
  });

  it('limits the calls from one client address, and another address is not held back by it', async () => {
    const order = await place();
    await sentCode(order);
    const limit = ORDER_RATE_LIMIT * 3;
    for (let call = 0; call < limit; call++)
      expect((await resend(order._id, '192.0.2.77')).statusCode).toBe(429);
    const ceiling = await resend(order._id, '192.0.2.77');
    expect(ceiling.statusCode).toBe(429);
    expect(json(ceiling).message).not.toContain('সেকেন্ড');
    expect(json(await resend(order._id, '192.0.2.78')).message).toMatch(/সেকেন্ড/);
  });
});
