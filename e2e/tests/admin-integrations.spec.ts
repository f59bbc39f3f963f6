import { request as playwrightRequest } from '@playwright/test';
import { startFakeGraph } from '../../server/src/test/fake-graph.js';
import { placeOrder, storeToken } from '../support/admin.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/constants.js';
import { test as base, expect } from '../support/fixtures.js';
import { type ShopServer, startShopServer } from '../support/server.js';

// Turning the Conversions API on changes what every order does: a shop of its own, whose purchase
// events go to a local stand-in for Meta's Graph API (server/src/test/fake-graph.ts).
const PIXEL = '998877665544332';
const TOKEN = 'EAAGe2eTokenForThePixel_7Qw';

const test = base.extend<
  { adminPage: import('@playwright/test').Page },
  { shop: ShopServer & { token: string }; graph: Awaited<ReturnType<typeof startFakeGraph>> }
>({
  graph: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from this pattern
    async ({}, use) => {
      const graph = await startFakeGraph({ pixelId: PIXEL, accessToken: TOKEN });
      await use(graph);
      await graph.close();
    },
    { scope: 'worker' },
  ],
  shop: [
    async ({ graph }, use) => {
      const server = await startShopServer({ FACEBOOK_GRAPH_URL: graph.url });
      const anonymous = await playwrightRequest.newContext({ baseURL: server.baseURL });
      try {
        const login = await anonymous.post('/api/user/login', {
          data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        });
        const { token } = ((await login.json()) as { data: { token: string } }).data;
        await use({ ...server, token });
      } finally {
        await anonymous.dispose();
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ shop }, use) => {
    await use(shop.baseURL);
  },
  adminPage: async ({ page, shop }, use) => {
    await storeToken(page, shop.token);
    await use(page);
  },
});

test.use({ viewport: { width: 390, height: 844 } });

test('the owner turns on purchase events from a phone, sees a refused one parked, fixes the token and sends it', async ({
  adminPage: page,
  request,
  graph,
}) => {
  await page.goto('/admin/integrations');
  await expect(page).toHaveTitle(/সংযোগ/);
  const panel = page.getByRole('region', { name: 'Facebook Conversions API' });
  await panel.getByLabel('প্রতিটি নতুন অর্ডারে ফেসবুকে Purchase ইভেন্ট পাঠান').check();
  await panel.getByLabel('পিক্সেল (ডেটাসেট) আইডি').fill(PIXEL);
  // A token Meta does not know, as when one is copied wrong.
  await panel.getByLabel('অ্যাক্সেস টোকেন').fill('EAAGcopiedWrong');
  await panel.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('ফেসবুকের সেটিং সংরক্ষণ হয়েছে')).toBeVisible();
  // The token is never shown again, only how it ends.
  await expect(panel.getByLabel('অ্যাক্সেস টোকেন')).toHaveValue('');
  await expect(panel.getByText(/শেষে …rong/)).toBeVisible();

  const order = await placeOrder(request);
  const outbox = page.getByRole('region', { name: 'পাঠানোর সারি' });
  // The list asks again every 15 s; a reload shows it now.
  await expect
    .poll(async () => {
      await page.reload();
      return outbox.locator('[data-job-id]').count();
    })
    .toBe(1);
  const parked = outbox.locator('[data-job-id]');
  await expect(parked).toContainText('ফেসবুক Purchase ইভেন্ট');
  await expect(parked).toContainText('অ্যাক্সেস টোকেন কাজ করছে না');
  await expect(parked.getByRole('link', { name: 'অর্ডার দেখুন' })).toHaveAttribute(
    'href',
    `/admin/order/${order._id}`,
  );
  const retry = parked.getByRole('button', { name: 'আবার চেষ্টা করুন' });
  expect((await retry.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  // The dashboard tells the owner, and leads back here.
  await page.goto('/admin/dashboard');
  await page.getByRole('status').getByRole('link', { name: 'দেখুন ও আবার চেষ্টা করুন' }).click();
  await expect(page).toHaveURL(/\/admin\/integrations$/);

  await panel.getByLabel('অ্যাক্সেস টোকেন').fill(TOKEN);
  await panel.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(panel.getByText(`শেষে …${TOKEN.slice(-4)}`, { exact: false })).toBeVisible();
  await retry.click();
  await expect(page.getByText('আবার পাঠানোর সারিতে দেওয়া হয়েছে')).toBeVisible();
  await expect(outbox.getByText('কিছু আটকে নেই')).toBeVisible();
  // Nothing parked now: once the dashboard has asked, it says nothing about it.
  const asked = page.waitForResponse((response) => response.url().includes('/api/outbox/jobs'));
  await page.goto('/admin/dashboard');
  expect((await (await asked).json()).data.counts.parked).toBe(0);
  await expect(page.getByRole('heading', { name: 'ড্যাশবোর্ড' })).toBeVisible();
  await expect(page.getByText(/কাজ আটকে আছে/)).toHaveCount(0);
  await expect.poll(() => graph.events().map((event) => event.event_id)).toContain(`order-${order._id}`);
  // Nothing on the page ever carried the token.
  expect(await page.content()).not.toContain(TOKEN);
});
