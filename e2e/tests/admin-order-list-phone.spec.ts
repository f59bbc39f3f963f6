import type { Page } from '@playwright/test';
import { expect, orderRows, phoneFamily, placeOrder, test } from '../support/admin.js';

// The order list on a 390×844 phone: at least three orders on its first screen, the status tabs in
// one row that scrolls sideways (their width the same before and after four-digit counts arrive),
// and a long unbroken name kept inside its card.
test.use({ viewport: { width: 390, height: 844 } });

const HEIGHT = 844;

/**
 * The page drawn in the shop's font. Its face is `font-display: optional` (decision 008): on a busy
 * machine it may miss the first paint and the page keeps the fallback for good, so the font is
 * fetched into the cache and the page drawn again, as on any visit after the first.
 */
async function withShopFont(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.load('16px "Hind Siliguri"', 'অ'));
  await page.reload();
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Hind Siliguri"', 'অ'))).toBe(true);
}

test('the first screen shows three orders under tabs in one sideways row', async ({
  adminPage: page,
  request,
}) => {
  const { prefix, phone } = phoneFamily();
  for (let index = 0; index < 4; index++) await placeOrder(request, { phone: phone(index) });
  await page.goto(`/admin/orders?search=${prefix}`);
  await expect(orderRows(page)).toHaveCount(4);

  // Measured in the shop's Bengali font: the fallback's glyphs are wider and wrap the buttons.
  await withShopFont(page);
  const bottom = async (index: number, part: 'invoice' | 'badge') => {
    const row = orderRows(page).nth(index);
    const box = await (part === 'invoice'
      ? row.getByRole('link', { name: /^INV-/ })
      : row.locator('[data-status]')
    ).boundingBox();
    return box ? box.y + box.height : Number.POSITIVE_INFINITY;
  };
  for (const index of [0, 1, 2])
    for (const part of ['invoice', 'badge'] as const)
      await expect.poll(() => bottom(index, part)).toBeLessThanOrEqual(HEIGHT);

  const tabs = page.locator('[data-status-tab]');
  await expect(tabs).toHaveCount(8);
  const tops = new Set<number>();
  for (const tab of await tabs.all()) tops.add(Math.round((await tab.boundingBox())?.y ?? -1));
  expect([...tops]).toHaveLength(1);
  const strip = page.getByTestId('status-tabs');
  expect(await strip.evaluate((nav) => nav.scrollWidth > nav.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a tab keeps its width when four-digit counts arrive', async ({ adminPage: page }) => {
  // Both widths in the shop's font, as the tab is seen; then the page again, its counts held.
  await page.goto('/admin/orders');
  await withShopFont(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/order/all-orders**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const key of Object.keys(body.meta.counts)) body.meta.counts[key] = 8888;
    await held;
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  const tab = page.locator('[data-status-tab="on_hold"]');
  await expect(tab).toContainText('–');
  // Measured once the drawn tab has settled in the page (the first picture is replaced as it wakes).
  let before: number | undefined;
  await expect
    .poll(async () => {
      before = (await tab.boundingBox())?.width;
      return before ?? 0;
    })
    .toBeGreaterThan(0);
  release();
  await expect(tab).toContainText('৮,৮৮৮');
  expect((await tab.boundingBox())?.width).toBe(before);
});

test('a long unbroken name wraps inside its card, the status badge on the card', async ({
  adminPage: page,
  request,
}) => {
  const name = 'মোহাম্মদআব্দুলরহমানচৌধুরীশাহজাহানকবিরউদ্দিনআহমেদসিদ্দিকীতালুকদারমজুমদার';
  const order = await placeOrder(request, { name });
  await page.goto(`/admin/orders?search=${order.phone}`);
  const row = page.locator(`[data-order-id="${order._id}"]`);
  await expect(row).toContainText(name);
  const card = await row.boundingBox();
  const badge = await row.locator('[data-status]').boundingBox();
  expect(card && badge).toBeTruthy();
  if (!card || !badge) return;
  expect(badge.x + badge.width).toBeLessThanOrEqual(card.x + card.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
