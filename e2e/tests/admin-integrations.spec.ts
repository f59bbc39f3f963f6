import { placeOrder } from '../support/admin.js';
import { expect, GRAPH_ACCOUNT, PATHAO_ACCOUNT, STEADFAST_KEYS, test } from '../support/fake-services.js';
import { smallControls } from '../support/touch-targets.js';

// Turning the Conversions API on changes what every order does: a shop of its own, whose purchase
// events go to a local stand-in for Meta's Graph API (server/src/test/fake-graph.ts), and whose
// couriers are local stand-ins too.
const PIXEL = GRAPH_ACCOUNT.pixelId;
const TOKEN = GRAPH_ACCOUNT.accessToken;

test.use({ viewport: { width: 390, height: 844 } });
// A shop no other file has touched: this file reads the connections from their first state.
test.use({ freshShop: 'integrations' });

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
      // Counted once the list has come, not while it loads.
      await expect(outbox.getByTestId('outbox-counts')).toBeVisible();
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

test('the owner saves Steadfast’s keys and tests the connection; the keys never come back', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/integrations');
  const panel = page.getByRole('region', { name: 'Steadfast কুরিয়ার' });
  const test = panel.getByRole('button', { name: 'সংযোগ পরীক্ষা করুন' });
  const result = panel.getByRole('status');
  await test.click();
  await expect(result).toHaveText('আগে Steadfast-এর API key আর Secret key দুটোই সংরক্ষণ করুন');

  await panel.getByLabel('API key').fill(STEADFAST_KEYS.apiKey);
  await panel.getByLabel('Secret key').fill('sf-e2e-secret-typo');
  await panel.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('Steadfast-এর চাবি সংরক্ষণ হয়েছে')).toBeVisible();
  await expect(panel.getByLabel('API key')).toHaveValue('');
  await expect(panel.getByText('শেষে …Ab12', { exact: false })).toBeVisible();
  await test.click();
  await expect(result).toContainText('চাবিগুলো নেয়নি');

  await panel.getByLabel('Secret key').fill(STEADFAST_KEYS.secretKey);
  await panel.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(panel.getByText('শেষে …Cd34', { exact: false })).toBeVisible();
  await test.click();
  await expect(result).toHaveText('Steadfast সংযোগ ঠিক আছে: ৳১২,৪৫০');
  expect((await test.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await page.reload();
  await expect(panel.getByText('শেষে …Cd34', { exact: false })).toBeVisible();
  const content = await page.content();
  expect(content).not.toContain(STEADFAST_KEYS.apiKey);
  expect(content).not.toContain(STEADFAST_KEYS.secretKey);
});

test('the owner saves Pathao’s account, tests it and picks the store parcels leave from', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/integrations');
  const panel = page.getByRole('region', { name: 'Pathao কুরিয়ার' });
  await expect(panel.getByText('এখনো বাছাই হয়নি', { exact: false })).toBeVisible();
  await panel.getByLabel('Client ID').fill(PATHAO_ACCOUNT.clientId);
  await panel.getByLabel('Client secret').fill(PATHAO_ACCOUNT.clientSecret);
  await panel.getByLabel('লগইন ইমেইল').fill(PATHAO_ACCOUNT.username);
  await panel.getByLabel('পাসওয়ার্ড').fill('typed-wrong');
  await panel.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('Pathao-র অ্যাকাউন্ট সংরক্ষণ হয়েছে')).toBeVisible();
  const test = panel.getByRole('button', { name: 'সংযোগ পরীক্ষা ও দোকানের তালিকা' });
  await test.click();
  await expect(panel.getByRole('status')).toContainText('লগইন নেয়নি');

  await panel.getByLabel('পাসওয়ার্ড').fill(PATHAO_ACCOUNT.password);
  await panel.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(panel.getByLabel('পাসওয়ার্ড')).toHaveValue('');
  await test.click();
  await expect(panel.getByRole('status')).toHaveText('Pathao সংযোগ ঠিক আছে: ২টি দোকান পাওয়া গেছে');
  // One of the two is open: the test picked it by itself.
  await expect(panel.getByText('পার্সেল যাবে: হাট রাজশাহী গুদাম')).toBeVisible();
  // A closed store cannot be picked.
  await expect(panel.getByRole('radio', { name: /হাট ঢাকা/ })).toBeDisabled();
  await panel.getByRole('radio', { name: /হাট রাজশাহী গুদাম/ }).check();
  await panel.getByRole('button', { name: 'এই দোকান থেকে পাঠান' }).click();
  await expect(page.getByText('পার্সেল যাবে হাট রাজশাহী গুদাম থেকে')).toBeVisible();
  await page.reload();
  await expect(panel.getByText('পার্সেল যাবে: হাট রাজশাহী গুদাম')).toBeVisible();
  const content = await page.content();
  expect(content).not.toContain(PATHAO_ACCOUNT.clientSecret);
  expect(content).not.toContain(PATHAO_ACCOUNT.password);
});

test('the owner sets up both couriers’ status updates from a phone: the address to paste, a generated secret saved and then shown only by its ending', async ({
  adminPage: page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/admin/integrations');
  const origin = new URL(page.url()).origin;

  const steadfast = page.getByRole('region', { name: 'Steadfast কুরিয়ার' });
  const webhook = steadfast.getByRole('group', { name: 'স্ট্যাটাস আপডেট (ওয়েবহুক)' });
  const url = `${origin}/api/courier/webhook/steadfast`;
  await expect(webhook.getByTestId('webhook-url')).toHaveText(url);
  await expect(webhook).toContainText('Auth Token (Bearer)');
  await webhook.getByRole('button', { name: 'ঠিকানা কপি করুন' }).click();
  await expect(page.getByText('কপি হয়েছে')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // A secret typed too short is caught before it is sent.
  const token = webhook.getByLabel('Auth Token (Bearer)');
  await token.fill('short-one');
  await steadfast.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(token).toHaveAccessibleDescription(/কমপক্ষে ১৬ অক্ষরের/);

  await webhook.getByRole('button', { name: 'নতুন গোপন কোড তৈরি করুন' }).click();
  const secret = await token.inputValue();
  expect(secret).toMatch(/^[A-Za-z0-9]{32}$/);
  await expect(webhook.getByText('সংরক্ষণের পর আর দেখানো হবে না', { exact: false })).toBeVisible();
  await webhook.getByRole('button', { name: 'নতুন গোপন কোড তৈরি করুন' }).click();
  const chosen = await token.inputValue();
  expect(chosen).toMatch(/^[A-Za-z0-9]{32}$/);
  expect(chosen).not.toBe(secret);
  await webhook.getByRole('button', { name: 'গোপন কোড কপি করুন' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(chosen);
  expect(await smallControls(steadfast)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await steadfast.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('Steadfast-এর চাবি সংরক্ষণ হয়েছে')).toBeVisible();
  await expect(token).toHaveValue('');
  await expect(token).toHaveAccessibleDescription(new RegExp(`শেষে …${chosen.slice(-4)}`));
  // The shop now takes Steadfast's calls carrying that token, and only those.
  const parcelNews = {
    notification_type: 'delivery_status',
    consignment_id: 987_654_321,
    status: 'delivered',
  };
  const forged = await request.post('/api/courier/webhook/steadfast', {
    headers: { authorization: `Bearer ${secret}` },
    data: parcelNews,
  });
  expect(forged.status()).toBe(401);
  const signed = await request.post('/api/courier/webhook/steadfast', {
    headers: { authorization: `Bearer ${chosen}` },
    data: parcelNews,
  });
  // Past the token: the shop has no such parcel.
  expect(signed.status()).toBe(404);

  const pathao = page.getByRole('region', { name: 'Pathao কুরিয়ার' });
  const pathaoHook = pathao.getByRole('group', { name: 'স্ট্যাটাস আপডেট (ওয়েবহুক)' });
  await expect(pathaoHook.getByTestId('webhook-url')).toHaveText(`${origin}/api/courier/webhook/pathao`);
  // Pathao calls only https addresses; the tests' shop is plain http, so the owner is told.
  await expect(pathaoHook).toContainText('এই ঠিকানা https নয়');
  await pathaoHook.getByRole('button', { name: 'নতুন গোপন কোড তৈরি করুন' }).click();
  const pathaoSecret = await pathaoHook.getByLabel('Webhook secret').inputValue();
  expect(pathaoSecret).toMatch(/^[A-Za-z0-9]{32}$/);
  expect(await smallControls(pathao)).toEqual([]);
  await pathao.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('Pathao-র অ্যাকাউন্ট সংরক্ষণ হয়েছে')).toBeVisible();
  await expect(pathaoHook.getByLabel('Webhook secret')).toHaveValue('');
  const storeNews = { event: 'store.updated', store_id: 130_820 };
  const unsigned = await request.post('/api/courier/webhook/pathao', {
    headers: { 'x-pathao-signature': chosen },
    data: storeNews,
  });
  expect(unsigned.status()).toBe(401);
  const fromPathao = await request.post('/api/courier/webhook/pathao', {
    headers: { 'x-pathao-signature': pathaoSecret },
    data: storeNews,
  });
  expect(fromPathao.status()).toBe(202);

  // After a reload only the endings are there; the secrets are nowhere on the page.
  await page.reload();
  await expect(token).toHaveAccessibleDescription(new RegExp(`শেষে …${chosen.slice(-4)}`));
  await expect(pathaoHook.getByLabel('Webhook secret')).toHaveAccessibleDescription(
    new RegExp(`শেষে …${pathaoSecret.slice(-4)}`),
  );
  const content = await page.content();
  expect(content).not.toContain(chosen);
  expect(content).not.toContain(pathaoSecret);
});
