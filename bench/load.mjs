#!/usr/bin/env node
// npm run load — drives the built server with autocannon and proves no acknowledged order is lost.
// Starts `node server/dist/main.js` on a free port with a temporary DATA_DIR (or uses LOAD_URL with
// LOAD_ADMIN_EMAIL / LOAD_ADMIN_PASSWORD), then: the storefront page and reads, order creation at 50
// connections for 30 s, the admin list and search. Prints requests per second, p50/p99 latency and
// errors per scenario, and at the end the stored order count against the 201 answers.
// Traffic goes to loopback only. LOAD_SECONDS shortens every scenario (e.g. LOAD_SECONDS=5).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.env.LOAD_SECONDS ?? 0) || undefined;
const ADMIN = {
  email: process.env.LOAD_ADMIN_EMAIL ?? 'load@example.com',
  password: process.env.LOAD_ADMIN_PASSWORD ?? 'load-test-password',
};

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'haat-load-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // The load is one client hammering on purpose; the abuse guards would (rightly) refuse it.
      ORDER_RATE_LIMIT: '1000000',
      DUPLICATE_ORDER_WINDOW_MINUTES: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Order creation with its own loop rather than autocannon's: a timed autocannon run drops the answers
 * of requests still in flight when it stops, yet the server stores those orders — the count would not
 * add up. Here 50 clients stop starting new requests at the deadline and wait for every answer.
 */
async function createOrders({ connections, seconds, body }) {
  const latencies = [];
  let acknowledged = 0;
  let failures = 0;
  let refused = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const sent = performance.now();
        try {
          const response = await fetch(`${base}/api/order/create-order`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: body(),
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - sent);
          if (response.status === 201) acknowledged++;
          else refused++;
        } catch {
          failures++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (quantile) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? 0);
  const elapsed = (Date.now() - started) / 1000;
  return {
    name: `POST /api/order/create-order (${connections} connections)`,
    acknowledged,
    result: {
      requests: { average: latencies.length / elapsed },
      latency: { p50: at(0.5), p99: at(0.99) },
      errors: failures,
      timeouts: 0,
      non2xx: refused,
    },
  };
}

function run(name, options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: seconds ?? 10, connections: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve({ name, result }),
    );
  });
}

const server = process.env.LOAD_URL
  ? { url: process.env.LOAD_URL, stop: async () => {} }
  : await startServer();
const base = server.url;
try {
  const login = await (
    await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
  ).json();
  const auth = { authorization: `bearer ${login.data.token}` };
  const products = (await (await fetch(`${base}/api/product/all`)).json()).data;
  const settings = (await (await fetch(`${base}/api/settings`)).json()).data[0];
  const shipping = settings?.shipping.insideDhaka ?? 80;
  const countOrders = async () =>
    (await (await fetch(`${base}/api/order/all-orders?limit=1`, { headers: auth })).json()).meta.total;
  const before = await countOrders();

  let sequence = 0;
  const orderBody = () => {
    const index = sequence++;
    const product = products[index % products.length];
    const quantity = (index % 3) + 1;
    const price = product.discountPrice > 0 ? product.discountPrice : product.price;
    return JSON.stringify({
      name: `লোড ক্রেতা ${index}`,
      phone: `017${String(10_000_000 + (index % 89_999_999)).padStart(8, '0')}`,
      city: 'ঢাকা',
      address: 'বাড়ি ১, রোড ২, মিরপুর',
      products: [{ product: product._id, quantity }],
      shipping,
      total: price * quantity + shipping,
    });
  };

  const results = [];
  results.push(await run('GET / (rendered page)', { url: `${base}/`, headers: { 'accept-encoding': 'br' } }));
  results.push(await run('GET /api/product/all', { url: `${base}/api/product/all` }));
  results.push(await run('GET /api/settings', { url: `${base}/api/settings` }));
  const create = await createOrders({ connections: 50, seconds: seconds ?? 30, body: orderBody });
  results.push(create);
  results.push(
    await run('GET /api/order/all-orders (admin list)', {
      url: `${base}/api/order/all-orders`,
      headers: auth,
    }),
  );
  results.push(
    await run('GET /api/order/all-orders?search=<phone>', {
      url: `${base}/api/order/all-orders?search=01710000123`,
      headers: auth,
    }),
  );
  results.push(
    await run('GET /api/order/all-orders?search=INV-<n>', {
      url: `${base}/api/order/all-orders?search=INV-1500`,
      headers: auth,
    }),
  );

  console.log('\n| scenario | req/s | p50 ms | p99 ms | errors | non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const { name, result } of results) {
    console.log(
      `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.timeouts} | ${result.non2xx} |`,
    );
  }

  const acknowledged = create.acknowledged;
  const stored = (await countOrders()) - before;
  console.log(
    `\nOrders acknowledged with 201: ${acknowledged}; orders stored: ${stored}; ${acknowledged === stored ? 'equal' : 'NOT EQUAL'}`,
  );
  if (acknowledged !== stored || acknowledged === 0) process.exitCode = 1;
} finally {
  await server.stop();
}
