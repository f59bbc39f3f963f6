import {
  DEFAULT_RISK_SETTINGS,
  DEFAULT_SMS_TEMPLATES,
  formatInvoiceNumber,
  formatTaka,
  type Order,
  type OrderStatus,
  type Product,
} from '@haat/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/auth-helpers.js';
import { startFakeBulkSmsBd, startFakeSslWireless } from '../../test/fake-sms-gateways.js';
import { startFakeSteadfast } from '../../test/fake-steadfast.js';
import { enterOrder, moveOrder, placeOrder, readTimeline } from '../../test/orders.js';
import { insertRawJob, jobsOfOrder, makeJobsDue } from '../../test/outbox.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { SMS_JOB } from './sms.service.js';

const BULK = { apiKey: 'bulksmsbd-key-never-shown-Qp29', senderId: '8809617000000' };
const SSL = { apiToken: 'ssl-token-never-shown-Lm47', sid: 'HAATBRAND' };
const STEADFAST = { apiKey: 'sf-sms-api-key-1Az2', secretKey: 'sf-sms-secret-3Sx4' };

let app: TestApp;
let bulk: Awaited<ReturnType<typeof startFakeBulkSmsBd>>;
let ssl: Awaited<ReturnType<typeof startFakeSslWireless>>;
let steadfast: Awaited<ReturnType<typeof startFakeSteadfast>>;
let owner: { authorization: string };
let products: Product[];

beforeAll(async () => {
  bulk = await startFakeBulkSmsBd(BULK);
  ssl = await startFakeSslWireless(SSL);
  steadfast = await startFakeSteadfast(STEADFAST);
  app = await createTestApp({
    BULKSMSBD_API_URL: bulk.url,
    SSLWIRELESS_API_URL: ssl.url,
    STEADFAST_API_URL: steadfast.url,
  });
  owner = (await adminHeaders(app)) as { authorization: string };
  products = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
});
afterAll(async () => {
  await app.cleanup();
  await bulk.close();
  await ssl.close();
  await steadfast.close();
});
beforeEach(() => {
  bulk.state.mode = 'ok';
  bulk.errors.errorCode = null;
});

const templatesWith = (
  changes: Partial<Record<keyof typeof DEFAULT_SMS_TEMPLATES, { enabled: boolean; text: string }>>,
) => ({
  ...DEFAULT_SMS_TEMPLATES,
  ...changes,
});

const save = (payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/integrations/sms', headers: owner, payload });

async function turnOn(gateway: 'bulksmsbd' | 'sslwireless' = 'bulksmsbd', templates = DEFAULT_SMS_TEMPLATES) {
  const response = await save({
    enabled: true,
    gateway,
    bulksmsbd: BULK,
    sslwireless: SSL,
    templates,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const timeline = (id: string) => readTimeline(app, id, owner);
const smsEvents = async (id: string) => (await timeline(id)).filter((event) => event.kind === 'sms');
const jobsOf = (orderId: string) => jobsOfOrder(app, SMS_JOB, orderId);
/** A move by staff, and its undo window passed (decision 060): the SMS it causes is due. */
async function moveByStaff(order: Order, status: OrderStatus) {
  await moveOrder(app, owner, order._id, status);
  await makeJobsDue(app, { orderId: order._id });
}
const sentTo = (order: Order) => bulk.sent.filter((message) => message.to === `88${order.phone}`);

describe('the SMS settings', () => {
  it('are off until turned on with a gateway account; the key is never answered back', async () => {
    const before = json(
      await app.inject({ method: 'GET', url: '/api/integrations/sms', headers: owner }),
    ).data;
    expect(before).toMatchObject({
      enabled: false,
      bulksmsbd: { apiKeySaved: false, apiKeyEnding: '', senderId: '' },
      templates: DEFAULT_SMS_TEMPLATES,
    });
    const refused = await save({
      enabled: true,
      gateway: 'bulksmsbd',
      bulksmsbd: { senderId: '' },
      sslwireless: { sid: '' },
      templates: DEFAULT_SMS_TEMPLATES,
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errors.map((error: { path: string }) => error.path)).toEqual([
      'bulksmsbd.apiKey',
      'bulksmsbd.senderId',
    ]);
    for (const bad of [
      {
        enabled: false,
        gateway: 'twilio',
        bulksmsbd: { senderId: '' },
        sslwireless: { sid: '' },
        templates: DEFAULT_SMS_TEMPLATES,
      },
      {
        enabled: false,
        gateway: 'bulksmsbd',
        bulksmsbd: { senderId: '' },
        sslwireless: { sid: '' },
        templates: templatesWith({ confirmed: { enabled: true, text: 'ক'.repeat(401) } }),
      },
      {
        enabled: false,
        gateway: 'bulksmsbd',
        bulksmsbd: { senderId: '' },
        sslwireless: { sid: '' },
        templates: { ...DEFAULT_SMS_TEMPLATES, lost: { enabled: true, text: 'x' } },
      },
    ])
      expect((await save(bad)).statusCode).toBe(400);

    await turnOn();
    const read = await app.inject({ method: 'GET', url: '/api/integrations/sms', headers: owner });
    expect(read.body).not.toContain(BULK.apiKey);
    expect(read.body).not.toContain(SSL.apiToken);
    expect(json(read).data.bulksmsbd).toEqual({
      apiKeySaved: true,
      apiKeyEnding: 'Qp29',
      senderId: BULK.senderId,
    });
  });

  it('a test message goes through the saved gateway, and its refusal reads as a Bengali sentence', async () => {
    await turnOn();
    const ok = await app.inject({
      method: 'POST',
      url: '/api/integrations/sms/test',
      headers: owner,
      payload: { phone: '০১৭১১-০০০০০১' },
    });
    expect(json(ok).data).toEqual({ ok: true, message: expect.stringContaining('BulkSMSBD SMS নিয়েছে') });
    expect(bulk.sent.at(-1)).toMatchObject({ to: '8801711000001', type: 'unicode' });
    bulk.errors.errorCode = 1007;
    const broke = await app.inject({
      method: 'POST',
      url: '/api/integrations/sms/test',
      headers: owner,
      payload: { phone: '01711000001' },
    });
    expect(json(broke).data).toEqual({
      ok: false,
      message: 'BulkSMSBD-তে যথেষ্ট ব্যালান্স নেই: রিচার্জ করে আবার চেষ্টা করুন',
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/integrations/sms/test',
          headers: owner,
          payload: { phone: '12' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('an SMS for each status move', () => {
  it('goes after the move commits, filled from the order, and lands on its timeline with its parts', async () => {
    await turnOn();
    const order = await placeOrder(app, [{ product: products[0] as Product }], { name: 'রহিমা আক্তার' });
    await moveByStaff(order, 'confirmed');
    await expect.poll(async () => (await smsEvents(order._id)).length, { timeout: 5_000 }).toBe(1);
    const [message] = sentTo(order);
    const expected = `অর্ডার ${formatInvoiceNumber(order.invoiceNumber)} নিশ্চিত হয়েছে, মোট ${formatTaka(order.total)}। প্রশ্নে কল:`;
    expect(message?.text.startsWith(expected)).toBe(true);
    expect(message?.type).toBe('unicode');
    const [event] = await smsEvents(order._id);
    expect(event?.data).toMatchObject({
      outcome: 'sent',
      status: 'confirmed',
      gateway: 'bulksmsbd',
      to: order.phone,
      text: message?.text,
      answer: expect.stringContaining('BulkSMSBD SMS নিয়েছে (নম্বর'),
    });
    expect(event?.kind === 'sms' && event.data.parts).toBe(Math.ceil((message?.text.length ?? 0) / 67));

    // Confirmed again after a hold: the customer is not told twice.
    await moveByStaff(order, 'on_hold');
    await moveByStaff(order, 'confirmed');
    expect(await jobsOf(order._id)).toHaveLength(1);
  });

  it('nothing for a status whose template is off, for a refused move, or while SMS are off', async () => {
    await turnOn('bulksmsbd', templatesWith({ cancelled: { enabled: false, text: 'x' } }));
    const order = await placeOrder(app, [{ product: products[1] as Product }]);
    await moveByStaff(order, 'cancelled');
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/order/update/status/${order._id}`,
      headers: owner,
      payload: { status: 'delivered' },
    });
    expect(refused.statusCode).toBe(409);
    expect(await jobsOf(order._id)).toEqual([]);

    const off = await save({
      enabled: false,
      gateway: 'bulksmsbd',
      bulksmsbd: { senderId: BULK.senderId },
      sslwireless: { sid: SSL.sid },
      templates: DEFAULT_SMS_TEMPLATES,
    });
    expect(off.statusCode).toBe(200);
    const quiet = await placeOrder(app, [{ product: products[1] as Product }]);
    await moveByStaff(quiet, 'confirmed');
    expect(await jobsOf(quiet._id)).toEqual([]);
  });

  it('many orders moved at once each get theirs; a new order gets the "received" one when it is on', async () => {
    await turnOn('bulksmsbd', templatesWith({ pending: { enabled: true, text: 'পেয়েছি {invoice}' } }));
    const placed = [
      await placeOrder(app, [{ product: products[0] as Product }]),
      await placeOrder(app, [{ product: products[2] as Product }]),
    ];
    for (const order of placed)
      await expect
        .poll(() => sentTo(order).map((message) => message.text))
        .toEqual([`পেয়েছি ${formatInvoiceNumber(order.invoiceNumber)}`]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/order/bulk-status',
      headers: owner,
      payload: { status: 'confirmed', ids: placed.map((order) => order._id) },
    });
    expect(response.statusCode).toBe(200);
    for (const order of placed) await makeJobsDue(app, { orderId: order._id });
    for (const order of placed) await expect.poll(() => sentTo(order).length, { timeout: 5_000 }).toBe(2);
  });

  it('an order staff enter as confirmed sends "confirmed" alone, after the undo; one entered new, "received"', async () => {
    await turnOn('bulksmsbd', templatesWith({ pending: { enabled: true, text: 'পেয়েছি {invoice}' } }));
    const enter = (status: 'pending' | 'confirmed') =>
      enterOrder(app, owner, [{ product: products[0] as Product }], { status });
    const settled = async (order: Order) =>
      (await jobsOf(order._id)).every((job) => job.state === 'done' || job.state === 'parked');

    // On the phone with staff, the customer is told once (decision 063): the confirmation's message,
    // waiting out the undo of the staff member's move as any of theirs does (decision 060).
    const confirmed = await enter('confirmed');
    expect(confirmed.status).toBe('confirmed');
    const [waiting, ...others] = await jobsOf(confirmed._id);
    expect(others).toEqual([]);
    expect(waiting?.dedupe_key).toBe(`${SMS_JOB}:${confirmed._id}:confirmed`);
    expect(Date.parse(waiting?.run_after ?? '')).toBeGreaterThan(Date.now());
    await makeJobsDue(app, { orderId: confirmed._id });
    await expect.poll(() => settled(confirmed), { timeout: 5_000 }).toBe(true);
    expect(sentTo(confirmed).map((message) => message.text)).toEqual([
      expect.stringMatching(`^অর্ডার ${formatInvoiceNumber(confirmed.invoiceNumber)} নিশ্চিত হয়েছে`),
    ]);

    const received = await enter('pending');
    await expect.poll(() => settled(received), { timeout: 5_000 }).toBe(true);
    expect(sentTo(received).map((message) => message.text)).toEqual([
      `পেয়েছি ${formatInvoiceNumber(received.invoiceNumber)}`,
    ]);
  });

  it('a parcel handed to the courier tells the customer its courier and tracking code', async () => {
    await turnOn();
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/integrations/steadfast',
          headers: owner,
          payload: STEADFAST,
        })
      ).statusCode,
    ).toBe(200);
    const order = await placeOrder(app, [{ product: products[0] as Product }]);
    const booked = await app.inject({
      method: 'POST',
      url: `/api/order/courier-booking/${order._id}`,
      headers: owner,
      payload: { courier: 'steadfast', weightKg: 1 },
    });
    expect(booked.statusCode).toBe(200);
    const tracking = () =>
      steadfast.consignments.get(formatInvoiceNumber(order.invoiceNumber))?.tracking_code;
    await expect.poll(() => sentTo(order).length, { timeout: 5_000 }).toBe(1);
    expect(sentTo(order)[0]?.text).toContain(`পাঠানো হলো: Steadfast ${tracking()}`);
  });

  it('a gateway refusal that needs the owner is on the timeline at once and parks the job; an outage waits', async () => {
    await turnOn();
    bulk.errors.errorCode = 1007;
    const order = await placeOrder(app, [{ product: products[0] as Product }]);
    await moveByStaff(order, 'confirmed');
    await expect.poll(async () => (await jobsOf(order._id))[0]?.state, { timeout: 5_000 }).toBe('parked');
    const [failed] = await smsEvents(order._id);
    expect(failed?.data).toMatchObject({
      outcome: 'failed',
      answer: 'BulkSMSBD-তে যথেষ্ট ব্যালান্স নেই: রিচার্জ করে আবার চেষ্টা করুন',
    });

    bulk.errors.errorCode = null;
    bulk.state.mode = 'down';
    const later = await placeOrder(app, [{ product: products[1] as Product }]);
    await moveByStaff(later, 'confirmed');
    await expect
      .poll(async () => (await jobsOf(later._id))[0]?.last_error ?? '', { timeout: 5_000 })
      .toContain('502');
    expect(await smsEvents(later._id)).toEqual([]);
    bulk.state.mode = 'ok';
    await makeJobsDue(app, { orderId: later._id });
    await expect.poll(() => sentTo(later).length, { timeout: 5_000 }).toBe(1);
  });

  it('a job another version wrote in another shape is parked, naming its kind and field; today’s is sent', async () => {
    await turnOn();
    const order = await placeOrder(app, [{ product: products[0] as Product }]);
    // The status under another name, as an older shape of the job might have carried it.
    const old = await insertRawJob(app, {
      kind: SMS_JOB,
      dedupeKey: `${SMS_JOB}:${order._id}:older-shape`,
      orderId: order._id,
      payload: { orderId: order._id, to: 'confirmed' },
    });
    app.services.outbox.wake();
    await expect.poll(async () => (await jobsOf(order._id))[0]?.state, { timeout: 5_000 }).toBe('parked');
    const [parked] = await jobsOf(order._id);
    expect(parked?.id).toBe(old);
    expect(parked?.last_error).toContain(SMS_JOB);
    expect(parked?.last_error).toMatch(/status: /);
    expect(sentTo(order)).toEqual([]);

    await moveByStaff(order, 'confirmed');
    await expect.poll(() => sentTo(order).length, { timeout: 5_000 }).toBe(1);
    // The timeline's entry is written just after the gateway's answer.
    await expect.poll(async () => (await smsEvents(order._id)).length, { timeout: 5_000 }).toBe(1);
    expect((await smsEvents(order._id)).map((event) => event.data)).toMatchObject([
      { outcome: 'sent', status: 'confirmed' },
    ]);
  });

  it('goes through SSL Wireless with our reference as its csms_id', async () => {
    await turnOn('sslwireless');
    const order = await placeOrder(app, [{ product: products[0] as Product }]);
    await moveByStaff(order, 'confirmed');
    await expect
      .poll(() => ssl.sent.filter((message) => message.to === `88${order.phone}`).length, { timeout: 5_000 })
      .toBe(1);
    const [job] = await jobsOf(order._id);
    expect(ssl.sent.at(-1)?.reference).toBe(`haat-${job?.id}`);
    await expect
      .poll(async () => (await smsEvents(order._id))[0]?.data)
      .toMatchObject({
        outcome: 'sent',
        gateway: 'sslwireless',
      });
  });
});

describe('visitor text in an SMS (decision 054)', () => {
  const phishing = 'বিকাশ অফার! bkash-bonus.com/x এ PIN দিন 01711000000 www.bkash.help https://bit.ly/3xYz';
  const blockPhone = (phone: string) =>
    app.inject({
      method: 'POST',
      url: '/api/risk/blocklist',
      headers: owner,
      payload: { kind: 'phone', value: phone, reason: 'ভুয়া অর্ডার' },
    });

  it('the "received" message of a page order carries none of what the visitor typed', async () => {
    await turnOn(
      'bulksmsbd',
      // An owner's own template that names the customer: the default names nobody before confirmation.
      templatesWith({ pending: { enabled: true, text: 'প্রিয় {name}, আপনার অর্ডার {invoice} পেয়েছি।' } }),
    );
    const order = await placeOrder(app, [{ product: products[0] as Product }], { name: phishing });
    expect(order.status).toBe('pending');
    await expect.poll(() => sentTo(order).length, { timeout: 5_000 }).toBe(1);
    const text = sentTo(order)[0]?.text ?? '';
    expect(text.startsWith('প্রিয় গ্রাহক, আপনার অর্ডার')).toBe(true);
    for (const visitor of ['বিকাশ', 'bkash', 'PIN', '01711000000', 'bit.ly', 'ধানমন্ডি'])
      expect(text).not.toContain(visitor);
  });

  it('a held order is sent nothing, and a blocked number nothing even once staff confirm it', async () => {
    await turnOn(
      'bulksmsbd',
      templatesWith({ pending: { ...DEFAULT_SMS_TEMPLATES.pending, enabled: true } }),
    );
    const phone = '01811999001';
    expect((await blockPhone(phone)).statusCode).toBe(201);
    // The shipped settings, which hold a blocked number's order; this suite's shop otherwise holds none.
    const lenient = await app.services.risk.getSettings();
    await app.services.risk.updateSettings(DEFAULT_RISK_SETTINGS);
    const held = await placeOrder(app, [{ product: products[0] as Product }], { name: phishing, phone });
    await app.services.risk.updateSettings(lenient);
    // The customer is answered as for any order (decision 038); staff see it held.
    const asStaffSee = await app.inject({
      method: 'GET',
      url: `/api/order/single/${held._id}`,
      headers: owner,
    });
    expect(json(asStaffSee).data.status).toBe('on_hold');
    expect(await jobsOf(held._id)).toEqual([]);

    await moveByStaff(held, 'confirmed');
    await expect.poll(async () => (await jobsOf(held._id))[0]?.state, { timeout: 5_000 }).toBe('done');
    expect(sentTo(held)).toEqual([]);
    expect(await smsEvents(held._id)).toEqual([]);
  });

  it('after confirmation the name is carried with its links and numbers taken out, cut to 30', async () => {
    await turnOn(
      'bulksmsbd',
      templatesWith({ confirmed: { enabled: true, text: 'প্রিয় {name}, আপনার অর্ডার {invoice} নিশ্চিত।' } }),
    );
    const order = await placeOrder(app, [{ product: products[0] as Product }], {
      name: 'রহিমা https://bit.ly/3xYz আক্তার www.evil.com বেগম bkash[.]com ০১৭১১০০০০০০ চৌধুরী খাতুন সাহেবা',
    });
    await moveByStaff(order, 'confirmed');
    await expect.poll(() => sentTo(order).length, { timeout: 5_000 }).toBe(1);
    // Thirty characters (Unicode code points) of the name left once its links are out.
    expect(sentTo(order)[0]?.text).toContain('প্রিয় রহিমা আক্তার বেগম চৌধুরী খাতুন, আপনার অর্ডার');
  });
});
