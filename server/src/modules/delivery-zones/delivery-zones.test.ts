import { type DeliveryZone, effectivePrice, type Product } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/auth-helpers.js';
import { uniquePhone } from '../../test/orders.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let owner: { authorization: string };
let product: Product;

beforeAll(async () => {
  app = await createTestApp();
  owner = (await adminHeaders(app)) as { authorization: string };
  // A seeded product whose first size weighs a kilo, unlimited: each piece is a kilo on the scale.
  const products: Product[] = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
  const kilo = products.find((each) => each.sizes[0]?.weightGrams === 1000 && each.sizes[0]?.stock === null);
  if (!kilo) throw new Error('the demo shop has no unlimited one-kilo product');
  product = kilo;
});
afterAll(() => app.cleanup());

const getZones = async () => json(await app.inject({ method: 'GET', url: '/api/delivery-zones' })).data;
const saveZones = (zones: unknown, headers: Record<string, string> = owner) =>
  app.inject({ method: 'PUT', url: '/api/delivery-zones', headers, payload: { zones } });

/** Places `quantity` of the one-kilo product with these fields. */
function order(quantity: number, fields: { district?: string; shipping: number; city?: string }) {
  const subtotal = effectivePrice(product) * quantity;
  return app.inject({
    method: 'POST',
    url: '/api/order/create-order',
    payload: {
      name: 'নাজমা বেগম',
      phone: uniquePhone(),
      city: fields.city ?? 'গাজীপুর',
      address: 'বাড়ি ১২, রোড ৫, টঙ্গী',
      products: [{ product: product._id, quantity }],
      ...fields,
      total: subtotal + fields.shipping,
    },
  });
}

const TABLE: DeliveryZone[] = [
  { name: 'ঢাকার ভেতরে', districts: ['Dhaka'], firstKgFee: 70, extraKgFee: 15, freeFrom: null },
  {
    name: 'ঢাকার আশপাশ',
    districts: ['Gazipur', 'Narayanganj', 'Munshiganj', 'Manikganj', 'Narsingdi'],
    firstKgFee: 110,
    extraKgFee: 20,
    freeFrom: null,
  },
  { name: 'সিলেট', districts: ['Sylhet'], firstKgFee: 130, extraKgFee: 20, freeFrom: 5000 },
];

describe('before the owner saves a table', () => {
  it('answers the default table drawn from the settings fees', async () => {
    const { zones, saved } = await getZones();
    expect(saved).toBe(false);
    expect(zones.map((zone: DeliveryZone) => [zone.firstKgFee, zone.extraKgFee, zone.freeFrom])).toEqual([
      [80, 0, null],
      [150, 0, null],
      [150, 0, null],
    ]);
    expect(zones.flatMap((zone: DeliveryZone) => zone.districts)).toHaveLength(64);
  });

  it('charges an old client the inside or outside fee, at any weight, as before zones', async () => {
    expect((await order(10, { shipping: 80 })).statusCode).toBe(201);
    expect((await order(10, { shipping: 150 })).statusCode).toBe(201);
    const odd = await order(1, { shipping: 100 });
    expect(odd.statusCode).toBe(400);
    expect(json(odd).errors[0].path).toBe('shipping');
  });

  it('charges Gazipur the outside fee', async () => {
    const placed = await order(10, { district: 'Gazipur', shipping: 150 });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(json(placed).data.shipping).toBe(150);
  });
});

describe('the owner’s table', () => {
  it('is saved by the owner only, each district in one zone at most', async () => {
    expect((await saveZones(TABLE, {})).statusCode).toBe(401);
    const twice = await saveZones([TABLE[0], { ...TABLE[1], districts: ['Gazipur', 'Dhaka'] }]);
    expect(twice.statusCode).toBe(400);
    expect(json(twice).errors[0].message).toContain('Dhaka');
    const unknown = await saveZones([{ ...TABLE[0], districts: ['Mirpur'] }]);
    expect(unknown.statusCode).toBe(400);
    const fraction = await saveZones([{ ...TABLE[0], extraKgFee: 12.5 }]);
    expect(fraction.statusCode).toBe(400);
    const saved = await saveZones(TABLE);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await getZones()).toEqual({ zones: TABLE, saved: true });
  });

  it('prices Gazipur at 10 kg from the first kilo and nine more, stored and answered', async () => {
    const fee = 110 + 9 * 20;
    const placed = await order(10, { district: 'Gazipur', shipping: fee });
    expect(placed.statusCode, placed.body).toBe(201);
    const answered = json(placed).data;
    expect(answered.shipping).toBe(fee);
    expect(answered.total).toBe(effectivePrice(product) * 10 + fee);
    const stored = await app.services.orderPlacement.getOrder(answered._id);
    expect(stored.shipping).toBe(fee);
  });

  it('refuses a fee other than the table’s with 409 naming the fee now', async () => {
    const stale = await order(10, { district: 'Gazipur', shipping: 150 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).errors[0]).toEqual({ path: 'shipping', message: expect.stringContaining('২৯০') });
  });

  it('refuses a district that is none of the 64, and one in no zone', async () => {
    const wrong = await order(1, { district: 'Mirpur', shipping: 110 });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).errors[0]).toEqual({ path: 'district', message: 'তালিকা থেকে আপনার জেলা বেছে নিন' });
    const undelivered = await order(1, { district: 'Bandarban', shipping: 110 });
    expect(undelivered.statusCode).toBe(400);
    expect(json(undelivered).errors[0]).toEqual({
      path: 'district',
      message: expect.stringContaining('বান্দরবান'),
    });
  });

  it('delivers free from the zone’s threshold', async () => {
    const quantity = Math.ceil(5000 / effectivePrice(product));
    const free = await order(quantity, { district: 'Sylhet', city: 'সিলেট', shipping: 0 });
    expect(free.statusCode, free.body).toBe(201);
    expect(json(free).data.shipping).toBe(0);
    const below = Math.floor(4999 / effectivePrice(product));
    const charged = await order(below, { district: 'Sylhet', city: 'সিলেট', shipping: 0 });
    expect(charged.statusCode).toBe(409);
  });

  it('still takes an old client’s fee when a zone charges exactly that for the order', async () => {
    expect((await order(2, { shipping: 70 + 15 })).statusCode).toBe(201);
    expect((await order(2, { shipping: 110 + 20 })).statusCode).toBe(201);
    // The settings' 80 is no zone's fee for this order any more.
    const old = await order(2, { shipping: 80 });
    expect(old.statusCode).toBe(400);
    expect(json(old).errors[0].message).toContain('৳');
  });
});
