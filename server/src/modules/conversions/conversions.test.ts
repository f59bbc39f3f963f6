import { createHash } from 'node:crypto';
import { type Product, purchaseEventId } from '@haat/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/auth-helpers.js';
import { startFakeGraph } from '../../test/fake-graph.js';
import { enterOrder, placeOrder, uniquePhone } from '../../test/orders.js';
import { makeJobsDue } from '../../test/outbox.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { PURCHASE_JOB } from './conversions.service.js';
import { phoneForMatching } from './purchase-event.js';

const PIXEL = '123456789012345';
const TOKEN = 'EAAGtestTokenThatMustNeverBeShown_9xZq';

let app: TestApp;
let graph: Awaited<ReturnType<typeof startFakeGraph>>;
let owner: Record<string, string>;
let products: Product[];

beforeAll(async () => {
  graph = await startFakeGraph({ pixelId: PIXEL, accessToken: TOKEN });
  app = await createTestApp({ FACEBOOK_GRAPH_URL: graph.url });
  owner = await adminHeaders(app);
  products = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
});
afterAll(async () => {
  await app.cleanup();
  await graph.close();
});
beforeEach(() => {
  graph.state.mode = 'ok';
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const first = () => products[0] as Product;

const saveSettings = (payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/integrations/facebook', headers: owner, payload });

async function turnOn(changes: Record<string, unknown> = {}) {
  const response = await saveSettings({
    enabled: true,
    pixelId: PIXEL,
    accessToken: TOKEN,
    testEventCode: '',
    ...changes,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function jobOf(orderId: string) {
  return app.db
    .selectFrom('outbox_jobs')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('kind', '=', PURCHASE_JOB)
    .executeTakeFirst();
}

/** Time passes for a waiting job: it is due now, and the worker is told. */
const makeDue = (orderId: string) => makeJobsDue(app, { orderId });

const eventsFor = (orderId: string) =>
  graph.events().filter((event) => event.event_id === purchaseEventId(orderId));

describe('the Conversions API settings', () => {
  it('are off until configured, and turning on needs a pixel and a token', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/integrations/facebook', headers: owner });
    expect(json(before).data).toEqual({
      enabled: false,
      pixelId: '',
      accessTokenSaved: false,
      accessTokenEnding: '',
      testEventCode: '',
    });
    const refused = await saveSettings({ enabled: true, pixelId: PIXEL, testEventCode: '' });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errors.map((error: { path: string }) => error.path)).toEqual(['accessToken']);
    const badPixel = await saveSettings({ enabled: false, pixelId: 'pixel-12', testEventCode: '' });
    expect(badPixel.statusCode).toBe(400);
    const unknownField = await saveSettings({ enabled: false, pixelId: '', testEventCode: '', secret: 'x' });
    expect(unknownField.statusCode).toBe(400);
  });

  it('never answer the token back: only that one is saved and how it ends', async () => {
    const saved = await saveSettings({
      enabled: true,
      pixelId: PIXEL,
      accessToken: TOKEN,
      testEventCode: 'TEST4242',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(TOKEN);
    expect(json(saved).data).toEqual({
      enabled: true,
      pixelId: PIXEL,
      accessTokenSaved: true,
      accessTokenEnding: TOKEN.slice(-4),
      testEventCode: 'TEST4242',
    });
    // Saved again without a token: the saved one stays.
    const kept = await saveSettings({ enabled: true, pixelId: PIXEL, accessToken: '', testEventCode: '' });
    expect(json(kept).data.accessTokenSaved).toBe(true);
    const read = await app.inject({ method: 'GET', url: '/api/integrations/facebook', headers: owner });
    expect(read.body).not.toContain(TOKEN);
    expect(json(read).data.accessTokenEnding).toBe(TOKEN.slice(-4));
  });
});

describe('a Purchase for each order placed on the page', () => {
  it('goes to Meta with the browser event id, hashed customer data, the address, user agent and ad cookies', async () => {
    await turnOn({ testEventCode: 'TEST4242' });
    const phone = uniquePhone();
    const order = await placeOrder(
      app,
      [{ product: first(), quantity: 2 }],
      { name: 'Rahima Akter', phone, city: 'Rajshahi' },
      {
        'user-agent': 'Mozilla/5.0 (Linux; Android 13; SM-A145F) Chrome/142 Mobile',
        referer: 'http://localhost:80/?utm_source=facebook',
        cookie: '_fbp=fb.1.1764000000000.1234567890; other=1; _fbc=fb.1.1764000000000.IwAR3abc',
      },
    );
    await expect.poll(() => eventsFor(order._id).length, { timeout: 5_000 }).toBe(1);
    const [event] = eventsFor(order._id);
    expect(event).toMatchObject({
      event_name: 'Purchase',
      event_id: purchaseEventId(order._id),
      event_time: Math.floor(Date.parse(order.createdAt) / 1000),
      action_source: 'website',
      event_source_url: 'http://localhost:80/',
      custom_data: {
        currency: 'BDT',
        value: order.total,
        content_type: 'product',
        content_ids: [first()._id],
        num_items: 2,
      },
    });
    expect(event?.user_data).toMatchObject({
      ph: [sha256(`88${phone}`)],
      fn: [sha256('rahima')],
      ct: [sha256('rajshahi')],
      country: [sha256('bd')],
      client_user_agent: 'Mozilla/5.0 (Linux; Android 13; SM-A145F) Chrome/142 Mobile',
      fbp: 'fb.1.1764000000000.1234567890',
      fbc: 'fb.1.1764000000000.IwAR3abc',
    });
    expect((event?.user_data as { client_ip_address?: unknown } | undefined)?.client_ip_address).toBe(
      '127.0.0.1',
    );
    const request = graph.received.find((sent) => (sent.body.data as unknown[]).includes(event));
    expect(request?.body.test_event_code).toBe('TEST4242');
    // Meta has the event; the job is marked done once its answer is read, a moment later.
    await expect.poll(async () => (await jobOf(order._id))?.state, { timeout: 5_000 }).toBe('done');
  });

  it('leaves out cookies that are not Meta’s', async () => {
    await turnOn();
    const order = await placeOrder(app, [{ product: first() }], {}, { cookie: '_fbp=<script>; _fbc=fb.1.x' });
    await expect.poll(() => eventsFor(order._id).length, { timeout: 5_000 }).toBe(1);
    const user = eventsFor(order._id)[0]?.user_data as Record<string, unknown>;
    expect(user).not.toHaveProperty('fbp');
    expect(user).not.toHaveProperty('fbc');
  });

  it('is not written while the setting is off, nor for an order staff entered', async () => {
    const off = await saveSettings({ enabled: false, pixelId: PIXEL, testEventCode: '' });
    expect(off.statusCode).toBe(200);
    const order = await placeOrder(app, [{ product: first() }]);
    expect(await jobOf(order._id)).toBeUndefined();

    await turnOn();
    const entered = await enterOrder(app, owner, [{ product: first() }]);
    expect(await jobOf(entered._id)).toBeUndefined();
  });

  it('waits out Meta being down or answering nonsense, and is sent once when it is back', async () => {
    await turnOn();
    graph.state.mode = 'down';
    const order = await placeOrder(app, [{ product: first() }]);
    await expect
      .poll(async () => (await jobOf(order._id))?.last_error ?? null, { timeout: 5_000 })
      .toContain('HTTP 503');
    expect((await jobOf(order._id))?.state).toBe('waiting');

    graph.state.mode = 'nonsense';
    await makeDue(order._id);
    await expect
      .poll(async () => (await jobOf(order._id))?.last_error ?? null, { timeout: 5_000 })
      .toContain('বোঝা যায় না');

    graph.state.mode = 'ok';
    await makeDue(order._id);
    await expect.poll(async () => (await jobOf(order._id))?.state, { timeout: 5_000 }).toBe('done');
    expect(eventsFor(order._id)).toHaveLength(1);
    expect((await jobOf(order._id))?.attempts).toBe(3);
  });

  it('never holds up the order: with Meta not answering, the customer still gets their order at once', async () => {
    await turnOn();
    graph.state.mode = 'hang';
    const order = await placeOrder(app, [{ product: first() }]);
    expect(order.status).toBe('pending');
    // Meta holds the call; the order was answered all the same.
    await expect.poll(() => graph.holding(), { timeout: 10_000 }).toBe(1);
    expect((await jobOf(order._id))?.state).toBe('running');
    // The connection breaks: the job waits for its next try, and the worker is free for the next test
    // (a held call would keep it for the call's whole time limit).
    graph.dropHeld();
    await expect.poll(async () => (await jobOf(order._id))?.state, { timeout: 10_000 }).toBe('waiting');
  });

  it('a token Meta refuses parks the job with a readable reason, and never shows the token', async () => {
    await turnOn({ accessToken: 'EAAGsomeOtherTokenMetaDoesNotKnow' });
    const order = await placeOrder(app, [{ product: first() }]);
    await expect.poll(async () => (await jobOf(order._id))?.state, { timeout: 5_000 }).toBe('parked');
    const job = await jobOf(order._id);
    expect(job?.last_error).toContain('অ্যাক্সেস টোকেন কাজ করছে না');
    expect(job?.last_error).not.toContain('EAAGsomeOtherToken');
    const listed = await app.inject({ method: 'GET', url: '/api/outbox/jobs', headers: owner });
    expect(listed.body).not.toContain('EAAGsomeOtherToken');
    expect(listed.body).not.toContain(TOKEN);

    // The owner saves the right token and tries again from the outbox.
    await turnOn();
    const retried = await app.inject({ method: 'POST', url: `/api/outbox/retry/${job?.id}`, headers: owner });
    expect(retried.statusCode).toBe(200);
    await expect.poll(() => eventsFor(order._id).length, { timeout: 5_000 }).toBe(1);
  });
});

describe('a phone number as Meta matches it', () => {
  it('is digits with the country code, in any spelling the form takes', () => {
    expect(phoneForMatching('01712345678')).toBe('8801712345678');
    expect(phoneForMatching('+880 1712-345678')).toBe('8801712345678');
    expect(phoneForMatching('8801712345678')).toBe('8801712345678');
    expect(phoneForMatching('0212345678')).toBeNull();
  });
});
