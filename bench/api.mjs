// API throughput with autocannon against the production build, each scenario beside a bare Fastify
// route answering the same bytes from memory (bench/bare-server.mjs): the ratio says how much of the
// ceiling the shop's own work leaves.
import http from 'node:http';
import autocannon from 'autocannon';
import { ADMIN, startBare } from './server.mjs';

export function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export const summary = (result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

/** One request of a scenario, raw (not decoded): what the bare server must answer for it. */
export function capture(base, scenario) {
  const body = scenario.body ? scenario.body() : undefined;
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${scenario.path}`,
      {
        method: scenario.method,
        headers: { ...scenario.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          // Every header the shop sent (security headers, ETag, cache control...), so the bare route
          // answers the same bytes; the framework writes the framing ones itself.
          const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
          const headers = Object.fromEntries(
            Object.entries(response.headers).filter(([name]) => !skip.has(name)),
          );
          resolve({
            method: scenario.method,
            status: response.statusCode,
            headers,
            body: Buffer.concat(chunks).toString('base64'),
          });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * A maker of order bodies for the shop at `base`: each call a new customer and phone, its products in
 * turn, the total priced as the server prices it. `made()` counts the bodies made so far.
 */
export async function orderBodies(base) {
  const products = (await (await fetch(`${base}/api/product/all`)).json()).data;
  const settings = (await (await fetch(`${base}/api/settings`)).json()).data[0];
  const shipping = settings?.shipping.insideDhaka ?? 80;
  let sequence = 0;
  const orderBody = () => {
    const index = sequence++;
    const product = products[index % products.length];
    const quantity = (index % 3) + 1;
    const price = product.discountPrice > 0 ? product.discountPrice : product.price;
    return JSON.stringify({
      name: `বেঞ্চ ক্রেতা ${index}`,
      phone: `017${String(10_000_000 + (index % 89_999_999)).padStart(8, '0')}`,
      city: 'ঢাকা',
      address: 'বাড়ি ১, রোড ২, মিরপুর',
      products: [{ product: product._id, quantity }],
      shipping,
      total: price * quantity + shipping,
    });
  };
  orderBody.made = () => sequence;
  return orderBody;
}

export async function runApi(shop, { seconds, orderSeconds }) {
  const base = shop.url;
  const login = await (
    await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
  ).json();
  const auth = { authorization: `bearer ${login.data.token}` };
  const orderBody = await orderBodies(base);

  // A few hundred orders first, so the admin list and search have something to page through.
  for (let index = 0; index < 300; index++) {
    await fetch(`${base}/api/order/create-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: orderBody(),
    });
  }
  const someInvoice = (await (await fetch(`${base}/api/order/all-orders?limit=1`, { headers: auth })).json())
    .data[0].invoiceNumber;

  const scenarios = [
    { name: 'GET / (rendered page, brotli)', method: 'GET', path: '/', headers: { 'accept-encoding': 'br' } },
    { name: 'GET /api/product/all', method: 'GET', path: '/api/product/all', headers: {} },
    {
      name: 'POST /api/order/create-order',
      method: 'POST',
      path: '/api/order/create-order',
      headers: {},
      body: orderBody,
      connections: 50,
    },
    {
      name: 'GET /api/order/all-orders (admin list)',
      method: 'GET',
      path: '/api/order/all-orders',
      headers: auth,
    },
    {
      name: 'GET /api/order/all-orders?search=<phone>',
      method: 'GET',
      path: '/api/order/all-orders?search=01710000123',
      headers: auth,
    },
    {
      name: 'GET /api/order/all-orders?search=INV-<n>',
      method: 'GET',
      path: `/api/order/all-orders?search=INV-${someInvoice}`,
      headers: auth,
    },
  ];

  const routes = [];
  for (const [index, scenario] of scenarios.entries()) {
    routes.push({ ...(await capture(base, scenario)), url: `/s/${index}` });
  }
  const bare = await startBare(routes);
  const results = [];
  try {
    for (const [index, scenario] of scenarios.entries()) {
      const connections = scenario.connections ?? 10;
      const duration = scenario.body ? orderSeconds : seconds;
      const common = { connections, duration, method: scenario.method, headers: scenario.headers };
      const requestOptions = scenario.body
        ? {
            headers: { ...scenario.headers, 'content-type': 'application/json' },
            requests: [{ setupRequest: (request) => ({ ...request, body: scenario.body() }) }],
          }
        : {};
      const before = scenario.body ? orderBody.made() : 0;
      const shopResult = summary(
        await cannon({ ...common, ...requestOptions, url: `${base}${scenario.path}` }),
      );
      const ceiling = summary(await cannon({ ...common, ...requestOptions, url: `${bare.url}/s/${index}` }));
      results.push({
        name: scenario.name,
        connections,
        seconds: duration,
        shop: shopResult,
        bare: ceiling,
        ratio: Number((shopResult.requestsPerSecond / ceiling.requestsPerSecond).toFixed(3)),
        ...(scenario.body ? { ordersSent: orderBody.made() - before } : {}),
      });
    }
  } finally {
    await bare.stop();
  }
  return results;
}
