#!/usr/bin/env node
// npm run bench — the figures of issue 7 (docs/performance.md), never part of `npm test`:
//   1. Lighthouse, mobile preset, on `/` of the built app with the demo shop (median of 3 runs);
//   2. autocannon against the same build: the page, the product list, order creation (50 connections,
//      unique bodies), the admin list and searches, each beside a bare Fastify route's ceiling;
//   3. the admin queries timed at 1 thousand, 100 thousand and 1 million orders.
// Writes bench/results/bench-<time>.json and latest.json, and prints markdown tables. Needs
// `npm run build` first (the npm script does it). BENCH_QUICK=1 shrinks every part (about 3 minutes);
// BENCH_ONLY=lighthouse,api,growth runs some parts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { runApi } from '../bench/api.mjs';
import { runGrowth } from '../bench/growth.mjs';
import { runLighthouse } from '../bench/lighthouse.mjs';
import { startShop } from '../bench/server.mjs';

const quick = process.env.BENCH_QUICK === '1';
const only = new Set((process.env.BENCH_ONLY ?? 'lighthouse,api,growth').split(','));
const plan = quick
  ? { lighthouseRuns: 1, seconds: 3, orderSeconds: 5, sizes: [1_000, 10_000, 100_000], repeat: 15 }
  : { lighthouseRuns: 3, seconds: 10, orderSeconds: 20, sizes: [1_000, 100_000, 1_000_000], repeat: 40 };

// Issue 7's targets, printed beside each figure.
const targets = {
  performance: 98,
  lcpMs: 1500,
  cls: 0.02,
  tbtMs: 100,
  ceilingRatio: 0.8,
  ordersPerSecond: 1000,
  orderP99Ms: 50,
  adminP95Ms: 30,
};

const log = (line) => process.stdout.write(`${line}\n`);
const mark = (ok) => (ok ? 'met' : 'NOT met');
const results = {
  date: new Date().toISOString(),
  quick,
  machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
  plan,
  targets,
};

if (only.has('lighthouse') || only.has('api')) {
  const shop = await startShop();
  try {
    if (only.has('lighthouse')) {
      log(`Lighthouse, mobile preset, ${plan.lighthouseRuns} run(s) on ${shop.url}/ ...`);
      results.lighthouse = await runLighthouse(`${shop.url}/`, plan.lighthouseRuns);
    }
    if (only.has('api')) {
      log('API: autocannon against the build and a bare Fastify ceiling ...');
      results.api = await runApi(shop, plan);
    }
  } finally {
    await shop.stop();
  }
}
if (only.has('growth')) {
  log(
    `Growth: admin queries at ${plan.sizes.map((size) => size.toLocaleString('en')).join(', ')} orders ...`,
  );
  results.growth = await runGrowth({ sizes: plan.sizes, repeat: plan.repeat, log });
}

mkdirSync('bench/results', { recursive: true });
const json = `${JSON.stringify(results, null, 2)}\n`;
const file = `bench/results/bench-${results.date.replace(/[:.]/g, '-')}.json`;
writeFileSync(file, json);
writeFileSync('bench/results/latest.json', json);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
if (results.lighthouse) {
  const m = results.lighthouse.median;
  log(
    `\n### Storefront: Lighthouse ${results.lighthouse.lighthouseVersion}, mobile, median of ${results.lighthouse.runs}\n`,
  );
  log('| figure | value | target | |');
  log('| --- | ---: | ---: | --- |');
  log(
    `| performance score | ${m.performance} | ≥ ${targets.performance} | ${mark(m.performance >= targets.performance)} |`,
  );
  log(`| LCP | ${m.lcpMs} ms | ≤ ${targets.lcpMs} ms | ${mark(m.lcpMs <= targets.lcpMs)} |`);
  log(`| FCP | ${m.fcpMs} ms | | |`);
  log(`| TBT | ${m.tbtMs} ms | ≤ ${targets.tbtMs} ms | ${mark(m.tbtMs <= targets.tbtMs)} |`);
  log(`| CLS | ${m.cls} | ≤ ${targets.cls} | ${mark(m.cls <= targets.cls)} |`);
  log(`| JavaScript transferred | ${kb(m.bytes.script)} | | |`);
  log(`| CSS transferred | ${kb(m.bytes.stylesheet)} | | |`);
  log(`| fonts transferred | ${kb(m.bytes.font)} | | |`);
  log(`| images transferred | ${kb(m.bytes.image)} | | |`);
  log(`| requests before first paint | ${m.requestsBeforeFirstPaint} | | |`);
}
if (results.api) {
  log('\n### API: autocannon, shop vs bare Fastify route with the same bytes\n');
  log('| scenario | conn. | req/s | p50 ms | p99 ms | non-2xx | ceiling req/s | ratio |');
  log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of results.api) {
    log(
      `| ${row.name} | ${row.connections} | ${row.shop.requestsPerSecond} | ${row.shop.p50Ms} | ${row.shop.p99Ms} | ${row.shop.non2xx + row.shop.errors} | ${row.bare.requestsPerSecond} | ${row.ratio} |`,
    );
  }
  const page = results.api[0];
  const products = results.api[1];
  const orders = results.api.find((row) => row.name.startsWith('POST'));
  log(
    `\nGET / at ${page.ratio} of its ceiling (target ≥ ${targets.ceilingRatio}): ${mark(page.ratio >= targets.ceilingRatio)}`,
  );
  log(
    `GET /api/product/all at ${products.ratio} (target ≥ ${targets.ceilingRatio}): ${mark(products.ratio >= targets.ceilingRatio)}`,
  );
  log(
    `Orders: ${orders.shop.requestsPerSecond}/s, p99 ${orders.shop.p99Ms} ms (target ≥ ${targets.ordersPerSecond}/s, p99 ≤ ${targets.orderP99Ms} ms): ${mark(orders.shop.requestsPerSecond >= targets.ordersPerSecond && orders.shop.p99Ms <= targets.orderP99Ms)}`,
  );
}
if (results.growth) {
  const names = Object.keys(results.growth[0].queries);
  log('\n### Growth: orders service calls, p50 / p95 ms\n');
  log(`| query | ${results.growth.map((row) => `${row.orders.toLocaleString('en')} orders`).join(' | ')} |`);
  log(`| --- | ${results.growth.map(() => '---:').join(' | ')} |`);
  for (const name of names) {
    log(
      `| ${name} | ${results.growth.map((row) => `${row.queries[name].p50Ms} / ${row.queries[name].p95Ms}`).join(' | ')} |`,
    );
  }
  const last = results.growth[results.growth.length - 1];
  const admin = names.filter((name) => name.startsWith('list') || name.startsWith('search'));
  const worst = Math.max(...admin.map((name) => last.queries[name].p95Ms));
  log(
    `\nAdmin list and search, worst p95 at ${last.orders.toLocaleString('en')} orders: ${worst} ms (target ≤ ${targets.adminP95Ms} ms): ${mark(worst <= targets.adminP95Ms)}`,
  );
}
log(`\nResults: ${file}`);
