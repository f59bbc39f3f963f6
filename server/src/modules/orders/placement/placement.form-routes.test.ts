import { fileURLToPath } from 'node:url';
import {
  deliveryFee,
  effectivePrice,
  ORDER_FORM_PATH,
  orderWeightGrams,
  type Product,
  QUANTITY_FIELD_PREFIX,
  quantityKey,
  zoneFor,
} from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from '../../../test/orders.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// The order form that works without the app (decisions 069, 070), posted as a browser posts it.
// The answers are pages, so the server needs the real build to draw them.
const webDist = fileURLToPath(new URL('../../../../../web/dist', import.meta.url));

let app: TestApp;
let product: Product;
beforeAll(async () => {
  app = await createTestApp({ WEB_DIST_DIR: webDist });
  const oneSized = (await app.services.catalog.listProducts()).find((each) => each.sizes.length === 1);
  if (!oneSized) throw new Error('the seeded shop has no product of one size');
  product = oneSized;
});
afterAll(async () => {
  await app.cleanup();
});

function post(fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: ORDER_FORM_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    payload: new URLSearchParams(fields).toString(),
  });
}

const customer = (phone: string, place: Record<string, string>) => ({
  [`${QUANTITY_FIELD_PREFIX}${quantityKey(product._id)}`]: '2',
  name: 'নাজমা বেগম',
  phone,
  address: 'বাড়ি ১২, রোড ৫, টঙ্গী',
  ...place,
});

async function storedOrderOf(phone: string) {
  const { orders } = await app.services.orderManagement.listOrders({ search: phone, page: 1, limit: 5 });
  expect(orders).toHaveLength(1);
  return orders[0];
}

/** What the server's own table charges for two of `product` to `district`. */
async function feeFor(district: string): Promise<number> {
  const zone = zoneFor(await app.services.deliveryZones.zones(), district);
  if (!zone) throw new Error(`no zone covers ${district}`);
  const weightGrams = orderWeightGrams([{ quantity: 2, weightGrams: product.sizes[0]?.weightGrams }]);
  return deliveryFee(zone, { weightGrams, subtotal: effectivePrice(product) * 2 });
}

describe('POST /order/place (the server form)', () => {
  it('reads the district from the city when the form has no list: the landing page’s form', async () => {
    const phone = uniquePhone();
    const answer = await post(customer(phone, { city: 'গাজীপুর' }));
    expect(answer.statusCode, answer.body).toBe(200);
    const order = await storedOrderOf(phone);
    expect(order?.city).toBe('গাজীপুর');
    expect(order?.shipping).toBe(await feeFor('Gazipur'));
    expect(order?.total).toBe(effectivePrice(product) * 2 + (order?.shipping ?? 0));
  });

  it('takes the district picked from the list by its Bengali name, over the city', async () => {
    const phone = uniquePhone();
    const answer = await post(customer(phone, { city: 'টঙ্গী', district: 'সিলেট' }));
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await storedOrderOf(phone))?.shipping).toBe(await feeFor('Sylhet'));
  });

  it('asks for a district from the list when the city names none, keeping what was typed', async () => {
    const phone = uniquePhone();
    const answer = await post(customer(phone, { city: 'মিরপুর' }));
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('তালিকা থেকে আপনার জেলা বেছে নিন');
    expect(answer.body).toMatch(/<select[^>]*name="district"/);
    expect(answer.body).toContain('value="মিরপুর"');
    const { orders } = await app.services.orderManagement.listOrders({ search: phone, page: 1, limit: 5 });
    expect(orders).toHaveLength(0);
  });
});

describe('GET / (decision 070)', () => {
  it('has the server form in its order box, without a key (one cached page for every visitor)', async () => {
    const home = (await app.inject({ method: 'GET', url: '/' })).body;
    const form = /<form[^>]*data-no-script-form[^>]*>[\s\S]*?<\/form>/.exec(home)?.[0] ?? '';
    expect(form).toContain(`action="${ORDER_FORM_PATH}"`);
    expect(form).toContain(`name="${QUANTITY_FIELD_PREFIX}${quantityKey(product._id)}"`);
    expect(form).not.toContain('name="key"');
    // No list of the 64 districts here: the city names the district.
    expect(form).not.toContain('name="district"');
  });
});
