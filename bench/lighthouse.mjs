// Lighthouse on `/` with its default mobile preset (a mid-range phone, simulated slow 4G and a 4× slower
// CPU), driving the same Chromium as the end-to-end tests: the one inside @sparticuz/chromium, or
// CHROMIUM_PATH / Debian's /usr/bin/chromium when present (e2e/support/chromium.ts chooses alike).
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sparticuz from '@sparticuz/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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

/** The figures issue 7 asks for, from one Lighthouse result. */
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

/** Median of `runs` Lighthouse runs (each metric on its own), plus every run's figures. */
export async function runLighthouse(url, runs) {
  const env = { ...process.env };
  if (!process.env.FONTCONFIG_PATH && !existsSync('/etc/fonts/fonts.conf'))
    env.FONTCONFIG_PATH = join(tmpdir(), 'fonts');
  const chromePath = await chromiumPath();
  const each = [];
  // A fresh browser for every run: a visitor from an ad arrives with no open connection to the shop,
  // and connections kept from the previous run would let the next one skip TCP's slow start.
  for (let run = 0; run < runs; run++) {
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
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
      each.push(figures(result.lhr));
    } finally {
      await chrome.kill();
    }
  }
  const pick = (get) => median(each.map(get));
  return {
    runs: each.length,
    lighthouseVersion: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
    median: {
      performance: pick((r) => r.performance),
      lcpMs: pick((r) => r.lcpMs),
      fcpMs: pick((r) => r.fcpMs),
      tbtMs: pick((r) => r.tbtMs),
      cls: pick((r) => r.cls),
      speedIndexMs: pick((r) => r.speedIndexMs),
      bytes: Object.fromEntries(Object.keys(each[0].bytes).map((key) => [key, pick((r) => r.bytes[key])])),
      requestsBeforeFirstPaint: pick((r) => r.requestsBeforeFirstPaint),
    },
    each,
  };
}
