import { effectivePrice, type Order, type Product } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/auth-helpers.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';

// The proxy trap (decisions 022 and 038). Behind one load balancer set up as the README says
// (TRUST_PROXY=1), each customer is counted by the address the balancer saw, and a bot cannot pick
// its own by writing X-Forwarded-For. With the shipped limits and fake-order settings, fifty
// customers with their own addresses and fifty sharing one operator address (carrier-grade NAT)
// all get their orders placed, and none is held; so do fifty behind a proxy nobody told us about.

const BALANCER = '10.0.0.2';
const OPERATOR_ADDRESS = '103.230.104.7';
const CUSTOMERS = 50;

/** The shop as installed: the limits, duplicate window and fake-order settings left at their defaults. */
const SHIPPED_DEFAULTS = {
  ORDER_RATE_LIMIT: undefined,
  ORDER_PHONE_LIMIT: undefined,
  DUPLICATE_ORDER_WINDOW_MINUTES: undefined,
};

let phones = 0;
function orderFrom(app: TestApp, product: Product, via: { remoteAddress: string; forwardedFor?: string }) {
  const customer = ++phones;
  return app.inject({
    method: 'POST',
    url: '/api/order/create-order',
    remoteAddress: via.remoteAddress,
    headers: via.forwardedFor ? { 'x-forwarded-for': via.forwardedFor } : {},
    payload: {
      name: `ক্রেতা ${customer}`,
      phone: `0191${String(customer).padStart(7, '0')}`,
      city: 'ঢাকা',
      address: `বাড়ি ${customer}, রোড ৩, মিরপুর`,
      products: [{ product: product._id, quantity: 1 }],
      shipping: 80,
      total: effectivePrice(product) + 80,
    },
  });
}

async function startShop(env: Record<string, string | undefined>) {
  const app = await createTestApp({ ...SHIPPED_DEFAULTS, ...env }, { holdRiskyOrders: true });
  const [product] = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data as Product[];
  if (!product) throw new Error('the demo shop has products');
  return { app, product, owner: await adminHeaders(app) };
}

/** Places one order per customer, one after another, and answers their statuses as staff see them. */
async function placeAll(
  shop: Awaited<ReturnType<typeof startShop>>,
  via: (customer: number) => { remoteAddress: string; forwardedFor?: string },
) {
  const codes: number[] = [];
  const statuses: string[] = [];
  for (let customer = 1; customer <= CUSTOMERS; customer++) {
    const placed = await orderFrom(shop.app, shop.product, via(customer));
    codes.push(placed.statusCode);
    if (placed.statusCode !== 201) continue;
    const read = await shop.app.inject({
      method: 'GET',
      url: `/api/order/single/${json(placed).data._id}`,
      headers: shop.owner,
    });
    statuses.push((json(read).data as Order).status);
  }
  return { codes, statuses };
}

describe('orders through a load balancer set up as the README says, with the shipped settings', () => {
  let shop: Awaited<ReturnType<typeof startShop>>;
  beforeAll(async () => {
    shop = await startShop({ TRUST_PROXY: '1' });
  });
  afterAll(() => shop.app.cleanup());

  it('fifty customers with their own addresses all order, and none is held', async () => {
    const { codes, statuses } = await placeAll(shop, (customer) => ({
      remoteAddress: BALANCER,
      forwardedFor: `198.51.100.${customer}`,
    }));
    expect(codes).toEqual(Array(CUSTOMERS).fill(201));
    expect(statuses).toEqual(Array(CUSTOMERS).fill('pending'));
  });

  it('fifty customers sharing one operator address all order, and none is held', async () => {
    const { codes, statuses } = await placeAll(shop, () => ({
      remoteAddress: BALANCER,
      forwardedFor: OPERATOR_ADDRESS,
    }));
    expect(codes).toEqual(Array(CUSTOMERS).fill(201));
    expect(statuses).toEqual(Array(CUSTOMERS).fill('pending'));
  });
});

describe('orders behind a proxy nobody set TRUST_PROXY for, with the shipped settings', () => {
  it('fifty customers, all seen with the proxy’s one address, all order', async () => {
    const shop = await startShop({ TRUST_PROXY: undefined });
    try {
      const { codes, statuses } = await placeAll(shop, (customer) => ({
        remoteAddress: '127.0.0.1',
        forwardedFor: `198.51.100.${customer}`,
      }));
      expect(codes).toEqual(Array(CUSTOMERS).fill(201));
      expect(statuses).toEqual(Array(CUSTOMERS).fill('pending'));
    } finally {
      await shop.app.cleanup();
    }
  });
});

describe('the address the limits count', () => {
  it('is the one the balancer saw, whatever the client writes in X-Forwarded-For', async () => {
    const shop = await startShop({ TRUST_PROXY: '1', ORDER_RATE_LIMIT: '2' });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const invented = `203.0.113.${(attempt * 37) % 250}`;
        const placed = await orderFrom(shop.app, shop.product, {
          remoteAddress: BALANCER,
          forwardedFor: `${invented}, 192.0.2.77`,
        });
        statuses.push(placed.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
    } finally {
      await shop.app.cleanup();
    }
  });
});
