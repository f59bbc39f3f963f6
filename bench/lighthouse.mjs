// Lighthouse on `/` with its default mobile preset (a mid-range phone, simulated slow 4G and a 4× slower
// CPU), driving the same Chromium as the end-to-end tests: the one inside @sparticuz/chromium, or
// CHROMIUM_PATH / Debian's /usr/bin/chromium when present (e2e/support/chromium.ts chooses alike).
// Beside each figure it keeps what Lighthouse's own simulation ("Lantern") says the first and the
// largest paint waited on: the requests and main-thread tasks of its graphs, with their simulated
// start and end (see `attribution` below).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sparticuz from '@sparticuz/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import puppeteer from 'puppeteer-core';

async function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  sparticuz.setGraphicsMode = false;
  return sparticuz.executablePath();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures docs/performance.md sets targets for, from one Lighthouse result. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const bytes = Object.fromEntries(
    (audit('resource-summary')?.details?.items ?? []).map((item) => [item.resourceType, item.transferSize]),
  );
  const metrics = audit('metrics')?.details?.items?.[0] ?? {};
  // Requests the browser had started before it first painted (observed, i.e. unthrottled, timings:
  // the count does not depend on the simulation).
  const requests = audit('network-requests')?.details?.items ?? [];
  const firstPaint = metrics.observedFirstContentfulPaint ?? Number.POSITIVE_INFINITY;
  const navigationStart = metrics.observedNavigationStart ?? 0;
  const beforePaint = requests.filter(
    (request) =>
      request.networkRequestTime !== undefined && request.networkRequestTime - navigationStart < firstPaint,
  );
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
    fcpMs: Math.round(audit('first-contentful-paint').numericValue),
    tbtMs: Math.round(audit('total-blocking-time').numericValue),
    cls: Number(audit('cumulative-layout-shift').numericValue.toFixed(3)),
    speedIndexMs: Math.round(audit('speed-index').numericValue),
    bytes: {
      script: bytes.script ?? 0,
      stylesheet: bytes.stylesheet ?? 0,
      font: bytes.font ?? 0,
      image: bytes.image ?? 0,
      document: bytes.document ?? 0,
      total: bytes.total ?? 0,
    },
    requests: requests.length,
    requestsBeforeFirstPaint: beforePaint.length,
    requestsBeforeFirstPaintUrls: beforePaint.map((request) => request.url.replace(/^https?:\/\/[^/]+/, '')),
  };
}

const path = (url) => url.replace(/^https?:\/\/[^/]+/, '');

/**
 * What each paint waited on, by Lighthouse's own simulation of the run (the figures it reports are
 * the mean of an optimistic and a pessimistic graph): every request and main-thread task in each
 * graph with its simulated start and end, latest end first. The metric is the latest end of its
 * graph (the largest paint leaves out low-priority images in the optimistic one).
 */
async function attribution(result) {
  const data = {
    trace: result.artifacts.Trace,
    devtoolsLog: result.artifacts.DevtoolsLog,
    gatherContext: result.artifacts.GatherContext,
    settings: result.lhr.configSettings,
    URL: result.artifacts.URL,
    SourceMaps: [],
    simulator: null,
  };
  const context = { computedCache: new Map(), settings: result.lhr.configSettings };
  const graph = (estimate) =>
    [...estimate.nodeTimings.entries()]
      .map(([node, timing]) => ({
        ...(node.type === 'network'
          ? {
              request: path(node.request.url),
              priority: node.request.priority,
              bytes: node.request.transferSize,
            }
          : { task: `main thread, ${Math.round((node.endTime - node.startTime) / 1000)} ms observed` }),
        startMs: Math.round(timing.startTime),
        endMs: Math.round(timing.endTime),
      }))
      .sort((a, b) => b.endMs - a.endMs);
  const metric = (lantern) => ({
    ms: Math.round(lantern.timing),
    optimistic: {
      ms: Math.round(lantern.optimisticEstimate.timeInMs),
      graph: graph(lantern.optimisticEstimate),
    },
    pessimistic: {
      ms: Math.round(lantern.pessimisticEstimate.timeInMs),
      graph: graph(lantern.pessimisticEstimate),
    },
  });
  return {
    firstPaint: metric(await LanternFirstContentfulPaint.request(data, context)),
    largestPaint: metric(await LanternLargestContentfulPaint.request(data, context)),
  };
}

const summarise = (each) => {
  const pick = (get) => median(each.map(get));
  return {
    performance: pick((r) => r.performance),
    lcpMs: pick((r) => r.lcpMs),
    fcpMs: pick((r) => r.fcpMs),
    tbtMs: pick((r) => r.tbtMs),
    cls: pick((r) => r.cls),
    speedIndexMs: pick((r) => r.speedIndexMs),
    bytes: Object.fromEntries(Object.keys(each[0].bytes).map((key) => [key, pick((r) => r.bytes[key])])),
    requestsBeforeFirstPaint: pick((r) => r.requestsBeforeFirstPaint),
  };
};

/**
 * What a signed-in page needs before Lighthouse loads it: the items of the origin's localStorage (the
 * back office keeps its session token there), written from a page of the same origin in the browser
 * Lighthouse will drive. Lighthouse then runs with `disableStorageReset`, which keeps them (and keeps
 * the HTTP cache, which holds nothing of the app: only this small page was loaded).
 */
async function seedStorage(port, url, items) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(new URL('/api/health', url).href);
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, Object.entries(items));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * Median of `runs` Lighthouse runs (each metric on its own) of every page in `pages` ({ name: url },
 * or { name: { url, localStorage } } for a page that needs a signed-in session),
 * plus every run's figures and what its paints waited on. The pages take turns (shop, peer, shop,
 * peer...), so a burst of load on a shared machine falls on both. `artifactsDir`, when given, keeps
 * each run's report, trace and network log (bench/results/, git-ignored).
 */
export async function runLighthouse(pages, runs, { artifactsDir } = {}) {
  const env = { ...process.env };
  if (!process.env.FONTCONFIG_PATH && !existsSync('/etc/fonts/fonts.conf'))
    env.FONTCONFIG_PATH = join(tmpdir(), 'fonts');
  const chromePath = await chromiumPath();
  const each = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  for (let run = 0; run < runs; run++) {
    for (const [name, page] of Object.entries(pages)) {
      const { url, localStorage } = typeof page === 'string' ? { url: page } : page;
      // A fresh browser for every run: a visitor from an ad arrives with no open connection to the
      // shop, and connections kept from the previous run would let the next one skip TCP's slow start.
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-dev-shm-usage',
        ],
        envVars: env,
        logLevel: 'silent',
      });
      try {
        if (localStorage) await seedStorage(chrome.port, url, localStorage);
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          ...(localStorage ? { disableStorageReset: true } : {}),
        });
        if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
        each[name].push({ ...figures(result.lhr), waitedOn: await attribution(result) });
        if (artifactsDir) {
          const dir = join(artifactsDir, `${name}-${run + 1}`);
          mkdirSync(dir, { recursive: true });
          writeFileSync(join(dir, 'lhr.json'), JSON.stringify(result.lhr));
          writeFileSync(join(dir, 'trace.json'), JSON.stringify(result.artifacts.Trace));
          writeFileSync(join(dir, 'devtoolslog.json'), JSON.stringify(result.artifacts.DevtoolsLog));
        }
      } finally {
        await chrome.kill();
      }
    }
  }
  const lighthouseVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default
    .version;
  return Object.fromEntries(
    Object.entries(each).map(([name, results]) => [
      name,
      { runs: results.length, lighthouseVersion, median: summarise(results), each: results },
    ]),
  );
}
