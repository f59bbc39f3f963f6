import { effectivePrice, type Order, type Product } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/auth-helpers.js';
import { createTestApp, json, storedOrderCount, type TestApp } from '../../test/test-app.js';

// The fake-order check through the API (decision 038): a risky order arrives on hold with
// its reasons while its customer sees an ordinary success; the owner's blocklist and weights; a
// phone's hourly limit holds the extra orders (decision 055); staff-entered orders are never held.

let app: TestApp;
let owner: { authorization: string };
let product: Product;
beforeAll(async () => {
  app = await createTestApp({ ORDER_PHONE_LIMIT: '3' }, { holdRiskyOrders: true });
  owner = await adminHeaders(app);
  product = (
    json(await app.inject({ method: 'GET', url: '/api/product/all' })).data as Product[]
  )[0] as Product;
});
afterAll(() => app.cleanup());

let phones = 0;
const newPhone = () => `0181${String(++phones).padStart(7, '0')}`;
const realCustomer = { name: 'রহিম উদ্দিন', city: 'ঢাকা', address: 'বাড়ি ১২, রোড ৫, মিরপুর ১০' };

function place(
  details: Partial<typeof realCustomer & { phone: string }> = {},
  options: { device?: string; address?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/order/create-order',
    remoteAddress: options.address ?? '198.51.100.10',
    headers: options.device ? { 'x-device-id': options.device } : {},
    payload: {
      ...realCustomer,
      phone: newPhone(),
      ...details,
      products: [{ product: product._id, quantity: 1 }],
      shipping: 80,
      total: effectivePrice(product) + 80,
    },
  });
}
const asStaffSees = async (id: string): Promise<Order> =>
  json(await app.inject({ method: 'GET', url: `/api/order/single/${id}`, headers: owner })).data;
const setStatus = (id: string, status: string) =>
  app.inject({ method: 'PUT', url: `/api/order/update/status/${id}`, headers: owner, payload: { status } });
const block = (kind: string, value: string, reason = 'ভুয়া অর্ডার') =>
  app.inject({
    method: 'POST',
    url: '/api/risk/blocklist',
    headers: owner,
    payload: { kind, value, reason },
  });

describe('holding risky orders', () => {
  it('a real customer’s order arrives pending with a score of 0', async () => {
    const placed = await place();
    expect(placed.statusCode).toBe(201);
    const order = await asStaffSees(json(placed).data._id);
    expect(order.status).toBe('pending');
    expect(order.risk).toEqual({ score: 0, held: false, reasons: [] });
  });

  it('one device ordering for several phones with a one-letter name arrives on hold, with its reasons; the customer sees an ordinary order', async () => {
    const device = 'device-aaaaaaaaaaaaaaaa';
    for (let order = 0; order < 2; order++) expect((await place({}, { device })).statusCode).toBe(201);
    const placed = await place({ name: 'x', address: 'বনানী' }, { device });
    expect(placed.statusCode).toBe(201);
    const answered: Order = json(placed).data;
    // The customer's answer: received, nothing of the assessment.
    expect(answered.status).toBe('pending');
    expect(answered.risk).toBeNull();
    const publicRead = json(
      await app.inject({ method: 'GET', url: `/api/order/single/${answered._id}` }),
    ).data;
    expect(publicRead.status).toBe('pending');
    expect(publicRead.risk).toBeNull();

    const order = await asStaffSees(answered._id);
    expect(order.status).toBe('on_hold');
    expect(order.risk).toEqual({
      score: 95,
      held: true,
      reasons: [
        { signal: 'deviceRepeat', points: 50, count: 2 },
        { signal: 'implausibleName', points: 25 },
        { signal: 'implausibleAddress', points: 20 },
      ],
    });
    const timeline = json(
      await app.inject({ method: 'GET', url: `/api/order/timeline/${order._id}`, headers: owner }),
    ).data;
    const created = timeline.find((event: { kind: string }) => event.kind === 'created');
    expect(created.data).toMatchObject({ held: true, device, address: '198.51.100.10' });
    const held = json(
      await app.inject({ method: 'GET', url: '/api/order/all-orders?status=on_hold', headers: owner }),
    ).data.map((listed: Order) => listed._id);
    expect(held).toContain(order._id);
  });

  it('a malformed device id is ignored, not refused', async () => {
    const placed = await place({}, { device: 'bad id!' });
    expect(placed.statusCode).toBe(201);
    expect((await asStaffSees(json(placed).data._id)).status).toBe('pending');
  });

  it('a phone whose parcel came back is held on its next order; one with more delivered is trusted', async () => {
    const phone = newPhone();
    const first: Order = json(await place({ phone })).data;
    for (const status of ['confirmed', 'shipped', 'returned'])
      expect((await setStatus(first._id, status)).statusCode).toBe(200);
    const next = await asStaffSees(json(await place({ phone, address: 'মিরপুর, ঢাকা' })).data._id);
    expect(next.status).toBe('on_hold');
    expect(next.risk?.reasons).toEqual([
      { signal: 'returnedBefore', points: 45, count: 1 },
      { signal: 'phoneRepeat', points: 25, count: 1 },
      { signal: 'implausibleAddress', points: 20 },
    ]);

    const loyal = newPhone();
    const delivered: Order = json(await place({ phone: loyal })).data;
    for (const status of ['confirmed', 'shipped', 'delivered']) await setStatus(delivered._id, status);
    const again = await asStaffSees(json(await place({ phone: loyal, address: 'মিরপুর' })).data._id);
    expect(again.status).toBe('pending');
    expect(again.risk?.reasons.map((reason) => reason.signal)).toEqual([
      'deliveredBefore',
      'phoneRepeat',
      'implausibleAddress',
    ]);
  });
});

describe('the blocklist', () => {
  it('a blocked phone, address range or device has its next order held; taking it off lets the next through', async () => {
    const phone = newPhone();
    const blocked = await block('phone', `+88${phone}`);
    expect(blocked.statusCode).toBe(201);
    expect(json(blocked).data).toMatchObject({ kind: 'phone', value: phone, reason: 'ভুয়া অর্ডার' });
    expect(json(blocked).data.addedBy.name).toBeTruthy();
    expect((await block('address', '203.0.113.0/24')).statusCode).toBe(201);
    expect((await block('device', 'device-blocked-0000001')).statusCode).toBe(201);

    const byPhone = await asStaffSees(json(await place({ phone })).data._id);
    const byAddress = await asStaffSees(json(await place({}, { address: '203.0.113.77' })).data._id);
    const byMappedAddress = await asStaffSees(
      json(await place({}, { address: '::ffff:203.0.113.78' })).data._id,
    );
    const byDevice = await asStaffSees(json(await place({}, { device: 'device-blocked-0000001' })).data._id);
    for (const order of [byPhone, byAddress, byMappedAddress, byDevice]) {
      expect(order.status).toBe('on_hold');
      expect(order.risk?.reasons[0]).toEqual({ signal: 'blocked', points: 100 });
    }
    // Outside the range: not blocked.
    expect((await asStaffSees(json(await place({}, { address: '203.0.114.1' })).data._id)).status).toBe(
      'pending',
    );

    const list = json(await app.inject({ method: 'GET', url: '/api/risk/blocklist', headers: owner })).data;
    expect(list.map((entry: { value: string }) => entry.value).sort()).toEqual(
      ['device-blocked-0000001', '203.0.113.0/24', phone].sort(),
    );
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/risk/blocklist/${json(blocked).data._id}`,
      headers: owner,
    });
    expect(removed.statusCode).toBe(200);
    expect((await asStaffSees(json(await place({ phone: newPhone() })).data._id)).status).toBe('pending');
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/risk/blocklist/${json(blocked).data._id}`,
          headers: owner,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses what cannot be blocked with a clear 400, and the same entry twice with 409, changing nothing', async () => {
    const before = json(await app.inject({ method: 'GET', url: '/api/risk/blocklist', headers: owner })).data;
    for (const [kind, value] of [
      ['address', '203.0.113.300'],
      ['address', '203.0.113.0/33'],
      ['address', 'example.com'],
      ['phone', '12345'],
      ['device', 'short'],
    ] as const) {
      const refused = await block(kind, value);
      expect(refused.statusCode, `${kind} ${value}`).toBe(400);
      expect(json(refused).errors[0].path).toBe('value');
    }
    expect((await block('card', '1')).statusCode).toBe(400);
    expect((await block('phone', '01711000000', '')).statusCode).toBe(400);
    expect((await block('address', '192.0.2.1')).statusCode).toBe(201);
    const twice = await block('address', '192.0.2.1');
    expect(twice.statusCode).toBe(409);
    const after = json(await app.inject({ method: 'GET', url: '/api/risk/blocklist', headers: owner })).data;
    expect(after).toHaveLength(before.length + 1);
  });
});

describe('the weights and threshold', () => {
  it('answers the shipped defaults, saves the owner’s, and judges the next order by them', async () => {
    const settings = json(
      await app.inject({ method: 'GET', url: '/api/risk/settings', headers: owner }),
    ).data;
    expect(settings).toMatchObject({ threshold: 50, windowHours: 6, courierCheck: true });
    expect(settings.weights.blocked).toBe(100);

    const lenient = { ...settings, threshold: 101 };
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/risk/settings',
      headers: owner,
      payload: lenient,
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data.threshold).toBe(101);
    const phone = newPhone();
    await block('phone', phone);
    const order = await asStaffSees(json(await place({ phone })).data._id);
    expect(order.status).toBe('pending');
    expect(order.risk).toMatchObject({ score: 100, held: false });

    const strict = { ...settings, weights: { ...settings.weights, implausibleAddress: 60 } };
    await app.inject({ method: 'PUT', url: '/api/risk/settings', headers: owner, payload: strict });
    const short = await asStaffSees(json(await place({ address: 'ঢাকা' })).data._id);
    expect(short.status).toBe('on_hold');
    await app.inject({ method: 'PUT', url: '/api/risk/settings', headers: owner, payload: settings });
  });

  it('refuses weights, thresholds and windows out of range with 400, keeping what was saved', async () => {
    const settings = json(
      await app.inject({ method: 'GET', url: '/api/risk/settings', headers: owner }),
    ).data;
    for (const payload of [
      { ...settings, threshold: 0 },
      { ...settings, windowHours: 100 },
      { ...settings, weights: { ...settings.weights, blocked: 500 } },
      { ...settings, weights: { ...settings.weights, phoneRepeat: 1.5 } },
      { ...settings, extra: true },
    ]) {
      const refused = await app.inject({ method: 'PUT', url: '/api/risk/settings', headers: owner, payload });
      expect(refused.statusCode).toBe(400);
    }
    expect(json(await app.inject({ method: 'GET', url: '/api/risk/settings', headers: owner })).data).toEqual(
      settings,
    );
  });
});

describe('what is refused, and what is never held', () => {
  it('a phone past its hourly limit is not refused: the order is stored on hold, other phones still order', async () => {
    const phone = newPhone();
    for (let order = 0; order < 3; order++) expect((await place({ phone })).statusCode).toBe(201);
    const stored = await storedOrderCount(app);
    const held = await place({ phone });
    expect(held.statusCode).toBe(201);
    expect(json(held).data).toMatchObject({ status: 'pending', risk: null });
    expect(await storedOrderCount(app)).toBe(stored + 1);
    expect(await asStaffSees(json(held).data._id)).toMatchObject({ status: 'on_hold', risk: { held: true } });
    expect((await place()).statusCode).toBe(201);
  });

  it('an order staff enter for a blocked phone is theirs to judge: not assessed, not held', async () => {
    const phone = newPhone();
    await block('phone', phone);
    const entered = await app.inject({
      method: 'POST',
      url: '/api/order/staff-create',
      headers: owner,
      payload: {
        ...realCustomer,
        phone,
        source: 'phone',
        products: [{ product: product._id, quantity: 1 }],
        shipping: 80,
      },
    });
    expect(entered.statusCode).toBe(201);
    expect(json(entered).data).toMatchObject({ status: 'pending', risk: null });
  });

  it('order staff can neither read nor change the blocklist or the weights', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/user/add',
      headers: owner,
      payload: { name: 'স্টাফ', email: 'risk-staff@example.com', password: 'a-good-password', role: 'staff' },
    });
    const staff = await adminHeaders(app, { email: 'risk-staff@example.com', password: 'a-good-password' });
    for (const [method, url] of [
      ['GET', '/api/risk/blocklist'],
      ['POST', '/api/risk/blocklist'],
      ['GET', '/api/risk/settings'],
      ['PUT', '/api/risk/settings'],
    ] as const)
      expect(
        (await app.inject({ method, url, headers: staff, payload: {} })).statusCode,
        `${method} ${url}`,
      ).toBe(403);
  });
});
