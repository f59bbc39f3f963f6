import { readFileSync } from 'node:fs';
import http from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/fixtures.js';

// The other half of web/src/bundle-budget.test.ts: that test counts the bytes of the chunks `/` loads
// without a tap, as read from the build's manifest; this one checks in a browser that `/` loads no
// other script before the visitor does something, so the budget counts everything it should.
const LOADED_WITHOUT_INTERACTION = ['main', 'order-form'];

type ManifestChunk = { file: string; name?: string; imports?: string[] };
const dist = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function budgetedScripts(): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const name of LOADED_WITHOUT_INTERACTION) {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.name === name);
    if (key) visit(key);
  }
  return new Set([...seen].map((key) => `/${manifest[key]?.file}`));
}

test('/ loads only the scripts its budget counts until the visitor taps something', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The order form arrives after hydration; give idle-time loading a moment beyond network idle.
  await expect(page.getByRole('button', { name: 'অর্ডার কনফার্ম করুন' })).toBeVisible();
  await page.waitForTimeout(1_000);
  const allowed = budgetedScripts();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => !allowed.has(script))).toEqual([]);
});

/** A response as it travels: status line, headers and body, in bytes, as a browser would get it. */
function onTheWire(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ headerBytes: number; body: Buffer; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const lines = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`];
            for (let index = 0; index < response.rawHeaders.length; index += 2) {
              lines.push(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}`);
            }
            resolve({
              headerBytes: Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`),
              body: Buffer.concat(chunks),
              headers: response.headers,
            });
          });
        })
        .on('error', reject);
    },
  );
}

// Decision 014: a new connection delivers about 14 kB in its first round trip (ten segments of
// 1,460 bytes, the initial congestion window of RFC 6928 that servers and Lighthouse's simulation
// use); a page one byte longer waits a whole round trip more (150 ms on slow 4G) before it can be
// drawn. The demo shop's `/` keeps 1 kB below that for the owner's own words. It was down to 384
// bytes with the order box's phone and WhatsApp (decision 069) and the mango's three boxes (decision
// 064); cutting the inline stylesheet to the rules the page uses won it back, with the form that
// works without the app in the order box (decision 070).
const FIRST_ROUND_TRIP = 10 * 1460;
const ROOM_FOR_THE_OWNER = 1024;

test('/ fits the first round trip of a new connection, headers included', async ({ baseURL }) => {
  const page = await onTheWire(`${baseURL}/`);
  expect(page.headers['content-encoding']).toBe('br');
  const size = page.headerBytes + page.body.length;
  expect(size, `/ is ${size} bytes on the wire`).toBeLessThanOrEqual(FIRST_ROUND_TRIP - ROOM_FOR_THE_OWNER);
});

test("the first paint's font, cut to the page's words, is a few kilobytes", async ({ baseURL }) => {
  const html = (await onTheWire(`${baseURL}/`, { 'accept-encoding': 'identity' })).body.toString();
  const address =
    /<link rel="preload" as="font" type="font\/woff2" href="(\/page-files\/[\w-]+\.woff2)"/.exec(html)?.[1];
  expect(address, 'no cut font preloaded').toBeDefined();
  const font = await onTheWire(`${baseURL}${address}`);
  // The whole font (38 kB) needed three round trips beside the hero image; the cut needs one.
  expect(font.body.length).toBeLessThanOrEqual(10 * 1024);
});
