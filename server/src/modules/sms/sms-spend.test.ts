import {
  DEFAULT_RISK_SETTINGS,
  DEFAULT_SMS_CAPS,
  DEFAULT_SMS_TEMPLATES,
  effectivePrice,
  type Order,
  type Product,
  type SmsCaps,
  type SmsUsage,
  smsCapReasons,
} from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/auth-helpers.js';
import { startFakeBulkSmsBd } from '../../test/fake-sms-gateways.js';
import { moveOrder, readTimeline } from '../../test/orders.js';
import { makeJobsDue } from '../../test/outbox.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

// The SMS spend ceiling (decision 056) driven as the probe did: one client address placing order
// after order with strangers' numbers, phone codes on and the "received" message on. The fake
// gateway counts what the shop paid for; every message a cap stopped is on its order's timeline, the
// order waits on hold for a call, and the Connections page's figures say so.

const BULK = { apiKey: 'bulksmsbd-spend-key-never-shown', senderId: '8809617000002' };

let app: TestApp;
let bulk: Awaited<ReturnType<typeof startFakeBulkSmsBd>>;
let owner: { authorization: string };
let product: Product;

beforeAll(async () => {
  bulk = await startFakeBulkSmsBd(BULK);
  app = await createTestApp({ BULKSMSBD_API_URL: bulk.url });
  owner = await adminHeaders(app);
  product = (
    json(await app.inject({ method: 'GET', url: '/api/product/all' })).data as Product[]
  )[0] as Product;
});
afterAll(async () => {
  await app.cleanup();
  await bulk.close();
});

async function saveSms(caps?: SmsCaps) {
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/integrations/sms',
    headers: owner,
    payload: {
      enabled: true,
      gateway: 'bulksmsbd',
      bulksmsbd: BULK,
      sslwireless: { sid: '' },
      templates: { ...DEFAULT_SMS_TEMPLATES, pending: { ...DEFAULT_SMS_TEMPLATES.pending, enabled: true } },
      ...(caps ? { caps } : {}),
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return json(saved).data;
}

async function codes(phoneCheck: 'off' | 'all') {
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/risk/settings',
    headers: owner,
    payload: { ...DEFAULT_RISK_SETTINGS, threshold: 101, phoneCheck },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

let phones = 0;
const newPhone = () => `0181${String(++phones).padStart(7, '0')}`;

async function place(remoteAddress: string, phone = newPhone(), quantity = 1): Promise<Order> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/order/create-order',
    remoteAddress,
    payload: {
      name: 'রহিম উদ্দিন',
      city: 'ঢাকা',
      address: 'বাড়ি ১২, রোড ৫, মিরপুর ১০',
      phone,
      products: [{ product: product._id, quantity }],
      shipping: 80,
      total: effectivePrice(product) * quantity + 80,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data;
}

const asStaffSees = async (id: string): Promise<Order> =>
  json(await app.inject({ method: 'GET', url: `/api/order/single/${id}`, headers: owner })).data;
const timeline = (id: string) => readTimeline(app, id, owner);
const usage = async (): Promise<SmsUsage> =>
  json(await app.inject({ method: 'GET', url: '/api/integrations/sms/usage', headers: owner })).data;
/**
 * The ledger has settled every message these orders owe (sent or stopped), and every job that sends
 * one has finished: what it writes after the ledger (the timeline, a hold) is there too.
 */
async function settled(count: number) {
  await expect
    .poll(async () => (await app.db.selectFrom('sms_sends').select('id').execute()).length, {
      timeout: 15_000,
    })
    .toBe(count);
  await expect
    .poll(
      async () =>
        (
          await app.db
            .selectFrom('outbox_jobs')
            .select('id')
            .where('kind', 'in', ['sms.order-status', 'phone-check.code'])
            .where('state', 'in', ['waiting', 'running'])
            .execute()
        ).length,
      { timeout: 15_000 },
    )
    .toBe(0);
}

describe('the SMS spend ceiling', () => {
  it('has defaults the owner changes on the SMS page', async () => {
    expect(
      json(await app.inject({ method: 'GET', url: '/api/integrations/sms', headers: owner })).data.caps,
    ).toEqual(DEFAULT_SMS_CAPS);
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/integrations/sms',
      headers: owner,
      payload: {
        enabled: false,
        gateway: 'bulksmsbd',
        bulksmsbd: { senderId: '' },
        sslwireless: { sid: '' },
        templates: DEFAULT_SMS_TEMPLATES,
        caps: { perPhone: 0, perAddress: 2.5, perDay: 10 },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      json(refused)
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['caps.perAddress', 'caps.perPhone']);
  });

  it('stops one address bombing strangers with codes and "received" messages at the caps', async () => {
    const caps = { perPhone: 3, perAddress: 5, perDay: 100 };
    expect((await saveSms(caps)).caps).toEqual(caps);

    // Codes for every order, "received" on: eight orders from one address, eight strangers' numbers.
    await codes('all');
    const bomber = '203.0.113.66';
    const coded: Order[] = [];
    for (let order = 0; order < 8; order++) coded.push(await place(bomber));
    await settled(8);
    expect(bulk.sent).toHaveLength(caps.perAddress);
    const stopped = [];
    for (const order of coded) {
      expect((await asStaffSees(order._id)).status).toBe('on_hold');
      const failed = (await timeline(order._id)).find(
        (event) => event.kind === 'phone-check' && event.data.action === 'failed',
      );
      if (failed) stopped.push(failed);
    }
    expect(stopped).toHaveLength(3);
    for (const event of stopped)
      expect(event.data).toMatchObject({ answer: smsCapReasons.perAddress(caps.perAddress) });

    // Codes off: the "received" message of each order, from another address.
    await codes('off');
    const second = '203.0.113.67';
    const received: Order[] = [];
    for (let order = 0; order < 7; order++) received.push(await place(second));
    await settled(15);
    expect(bulk.sent).toHaveLength(2 * caps.perAddress);
    const held = [];
    for (const order of received) {
      const staffSees = await asStaffSees(order._id);
      const sms = (await timeline(order._id)).filter((event) => event.kind === 'sms');
      expect(sms).toHaveLength(1);
      if (staffSees.status === 'on_hold') {
        held.push(order);
        // Recorded as not sent, with the cap that stopped it, beside the move to on hold.
        expect(sms[0]?.data).toMatchObject({ outcome: 'failed', answer: smsCapReasons.perAddress(5) });
      } else expect(sms[0]?.data).toMatchObject({ outcome: 'sent' });
    }
    expect(held).toHaveLength(2);

    // One stranger's number from many addresses: the phone's own cap.
    const victim = newPhone();
    const victims: Order[] = [];
    for (let order = 0; order < 5; order++)
      victims.push(await place(`198.51.100.${order + 10}`, victim, order + 1));
    await settled(20);
    expect(bulk.sent.filter((message) => message.to === `88${victim}`)).toHaveLength(caps.perPhone);
    const victimStatuses = await Promise.all(
      victims.map(async (order) => (await asStaffSees(order._id)).status),
    );
    expect(victimStatuses.filter((status) => status === 'on_hold')).toHaveLength(2);

    // The Connections page: today's messages, their parts, and each one stopped, with its order.
    const today = await usage();
    expect(today).toMatchObject({ sent: 13, capped: 7, caps });
    expect(today.parts).toBeGreaterThanOrEqual(13);
    expect(today.stopped).toHaveLength(7);
    expect(today.stopped.map((entry) => entry.reason)).toContain(smsCapReasons.perPhone(caps.perPhone));
    expect(today.stopped.every((entry) => entry.invoiceNumber !== null)).toBe(true);
  });

  it("caps the shop's day for staff's messages too, recording each one not sent and moving nothing", async () => {
    const before = (await usage()).sent;
    await saveSms({ perPhone: 3, perAddress: 5, perDay: before + 1 });
    await codes('off');
    const first = await place('192.0.2.10');
    await settled(21);
    // The day's last place went to its "received"; staff's "confirmed" finds the day full.
    expect((await asStaffSees(first._id)).status).toBe('pending');
    const sentBefore = bulk.sent.length;
    const staffOrder = first._id;
    await moveOrder(app, owner, staffOrder, 'confirmed');
    // Staff's message waits out its undo (decision 060); let it be due now.
    await makeJobsDue(app, { orderId: staffOrder });
    await settled(22);
    expect(bulk.sent).toHaveLength(sentBefore);
    expect((await asStaffSees(staffOrder)).status).toBe('confirmed');
    const confirmedSms = (await timeline(staffOrder)).filter(
      (event) => event.kind === 'sms' && event.data.status === 'confirmed',
    );
    expect(confirmedSms.map((event) => event.data)).toEqual([
      expect.objectContaining({ outcome: 'failed', answer: smsCapReasons.perDay(before + 1) }),
    ]);
  });
});
