import { readFileSync } from 'node:fs';
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
