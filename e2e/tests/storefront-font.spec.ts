import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/constants.js';
import { expect, test } from '../support/fixtures.js';
import { type ShopServer, startShopServer } from '../support/server.js';

// Decision 014: `/` draws its first paint with a cut of the shop's Bengali face that the server makes
// from the words it has just rendered. Every Bengali word on the page must come out exactly as with
// the whole font (no box, no other face, no broken conjunct), and must still do so after the owner
// writes words the demo shop never had. This file changes the shop's banner, so it runs against a
// shop server of its own.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

type ManifestChunk = { name?: string; assets?: string[] };
const dist = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
/** The whole font, as the app's stylesheet names it. */
const wholeFont = `/${Object.values(manifest)
  .flatMap((chunk) => chunk.assets ?? [])
  .find((file) => /hind-siliguri-[\w-]+\.woff2$/.test(file))}`;

let shop: ShopServer;
let api: APIRequestContext;

test.beforeAll(async () => {
  shop = await startShopServer();
  const anonymous = await playwrightRequest.newContext({ baseURL: shop.baseURL });
  const login = await anonymous.post('/api/user/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const { token } = (await login.json()).data as { token: string };
  await anonymous.dispose();
  api = await playwrightRequest.newContext({
    baseURL: shop.baseURL,
    extraHTTPHeaders: { Authorization: `bearer ${token}` },
  });
});

test.afterAll(async () => {
  await api?.dispose();
  await shop?.stop();
});

/**
 * The Bengali runs of `/` whose width with the page's own face differs from their width with the
 * whole font, measured once the page shows and before the app (which brings the whole font) runs.
 * A character the cut lacks is drawn by another face, a conjunct it lacks breaks into pieces: either
 * changes the width.
 */
async function wordsDrawnDifferently(page: Page): Promise<string[]> {
  await page.route(/\/assets\/main-[\w-]+\.js$/, () => undefined);
  await page.goto(`${shop.baseURL}/`, { waitUntil: 'load' });
  await expect(page.locator('#root')).not.toHaveAttribute('data-font');
  return page.evaluate(async (whole) => {
    const face = new FontFace('WholeShopFont', `url(${whole})`);
    (document.fonts as unknown as { add(face: FontFace): void }).add(await face.load());
    const root = document.getElementById('root') as HTMLElement;
    const shown = [
      root.textContent ?? '',
      ...Array.from(root.querySelectorAll('[alt], [title]')).flatMap((element) => [
        element.getAttribute('alt') ?? '',
        element.getAttribute('title') ?? '',
      ]),
    ].join(' ');
    const runs = [...new Set(shown.match(/[\u0964\u0965\u0980-\u09FE\u200C\u200D]+/g) ?? [])];
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    const width = (family: string, run: string) => {
      context.font = `40px ${family}`;
      return context.measureText(run).width;
    };
    if (runs.length < 50) return [`only ${runs.length} Bengali words found`];
    return runs.filter((run) => Math.abs(width('"Hind Siliguri"', run) - width('WholeShopFont', run)) > 0.01);
  }, wholeFont);
}

test("every Bengali word of the first paint is drawn as with the shop's whole font", async ({ page }) => {
  expect(await wordsDrawnDifferently(page)).toEqual([]);
});

test('so is what the owner writes later, with letters and conjuncts the demo shop never had', async ({
  page,
}) => {
  const banner = (await (await api.get('/api/banner/all')).json()).data as { _id: string };
  const changed = await api.patch(`/api/banner/update/${banner._id}`, {
    multipart: {
      title: 'ঋতুর সেরা ঐতিহ্যবাহী ঔষধি গুড়',
      description: 'ক্ষুদ্র চাষির জ্ঞান, সঙ্ক্ষিপ্ত পথে: স্ত্রী-পুরুষ মিলে হাতে তৈরি। দাম ৳৯৯৯ থেকে।',
    },
  });
  expect(changed.ok()).toBe(true);
  await page.goto(`${shop.baseURL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ঋতুর সেরা ঐতিহ্যবাহী ঔষধি গুড়');
  expect(await wordsDrawnDifferently(page)).toEqual([]);
});
