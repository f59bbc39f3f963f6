import type { Page } from '@playwright/test';
import { bengaliCount, expect, orderRows, placeOrder, test, uniquePhone } from '../support/admin.js';

// The orders screen's first picture (decision 041): the server draws the screen in its loading state,
// inert, before any script; the app takes its place once it has drawn the same screen.

test.use({ viewport: { width: 390, height: 844 } });

/** Holds every script of the app until `release` is called: the phone's slow download, stretched. */
async function holdScripts(page: Page): Promise<{ release: () => void; asked: () => number }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    asked += 1;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).boundingBox();
  if (!found) throw new Error(`${selector} is not on the screen`);
  return found;
};

test('the screen is drawn before any script, cannot be typed into, and the app takes its place where it stands', async ({
  adminPage: page,
  request,
}) => {
  const phone = uniquePhone();
  await placeOrder(request, { phone, name: 'প্রথম ছবির ক্রেতা' });
  const scripts = await holdScripts(page);

  // Not until 'load': the held scripts hold the load event back.
  await page.goto(`/admin/orders?search=${phone}`, { waitUntil: 'domcontentloaded' });
  const shell = page.locator('#admin-shell');
  await expect(shell.locator('h1')).toHaveText('অর্ডার');
  await expect(shell.locator('[data-status-tab="pending"]')).toBeVisible();
  await expect(shell.locator('input[name="search"]')).toHaveValue(phone);
  // Drawn for a phone: the dates folded, and their fields not made.
  await expect(shell.locator('input[type="date"]')).toHaveCount(0);
  // The script asked for after the first frame is held; nothing of the app is on the page.
  await expect.poll(scripts.asked).toBeGreaterThan(0);
  await expect(page.locator('#root')).toBeEmpty();
  // Inert: a tap on its search field neither focuses it nor lets a phone's keyboard type into it.
  await shell.locator('input[name="search"]').click({ force: true });
  await expect(shell.locator('input[name="search"]')).not.toBeFocused();
  const heading = await box(page, '#admin-shell h1');
  const search = await box(page, '#admin-shell input[name="search"]');

  scripts.release();
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRows(page).first()).toContainText('প্রথম ছবির ক্রেতা');
  await expect(shell).toHaveCount(0);
  // The app's screen stands where the picture stood: nothing moved under the owner's thumb.
  expect(await box(page, '#root h1')).toEqual(heading);
  expect(await box(page, '#root input[name="search"]')).toEqual(search);
  await page.locator('#root input[name="search"]').fill('');
  await expect(page.locator('#root input[name="search"]')).toBeFocused();
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('the picture, drawn for a phone, keeps the date fields in place with plain boxes until the app draws them', async ({
    adminPage: page,
    request,
  }) => {
    const phone = uniquePhone();
    await placeOrder(request, { phone });
    const scripts = await holdScripts(page);
    await page.goto(`/admin/orders?search=${phone}`, { waitUntil: 'domcontentloaded' });
    const shell = page.locator('#admin-shell');
    // Beside the search from lg up, as the app's: plain boxes, not date fields (costly to make).
    await expect(shell.locator('input[name="from"]')).toBeVisible();
    await expect(shell.locator('input[type="date"]')).toHaveCount(0);
    // At 1024 px the search and the dates do not fit one row: a missing box would move the bar's
    // buttons, and the list under them, when the app's fields arrived.
    const places = async (root: string) =>
      Promise.all(
        ['input[name="search"]', 'input[name="from"]', 'input[name="to"]', 'button[aria-pressed]'].map(
          (selector) => box(page, `${root} ${selector} >> nth=0`),
        ),
      );
    const drawnByServer = await places('#admin-shell');

    scripts.release();
    await expect(orderRows(page)).toHaveCount(1);
    await expect(page.locator('#root input[type="date"]')).toHaveCount(2);
    expect(await places('#root')).toEqual(drawnByServer);
  });
});

test('the status tabs do not move when their counts arrive', async ({ adminPage: page, request }) => {
  // Ten orders of one customer: a list whose tabs count in two digits, as a shop's usually do.
  const phone = uniquePhone();
  for (let index = 0; index < 10; index += 1) await placeOrder(request, { phone });
  const scripts = await holdScripts(page);
  await page.goto(`/admin/orders?search=${phone}`, { waitUntil: 'domcontentloaded' });
  const tabs = async (root: string) =>
    Promise.all(
      ['all', 'pending', 'confirmed', 'on_hold', 'shipped', 'delivered', 'returned', 'cancelled'].map(
        (status) => box(page, `${root} [data-status-tab="${status}"]`),
      ),
    );
  await expect(page.locator('#admin-shell [data-status-tab="all"]')).toContainText('–');
  const drawnByServer = await tabs('#admin-shell');

  scripts.release();
  await expect(page.locator('#root [data-status-tab="all"]')).toContainText(bengaliCount(10));
  // At 390 px the tabs wrap: a count wider than its place used to push the next tab onto another row.
  expect(await tabs('#root')).toEqual(drawnByServer);
});

test('signed out, the picture gives way to the login page', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/admin/orders', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#admin-shell h1')).toHaveText('অর্ডার');
  scripts.release();
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders$/);
  await expect(page.getByRole('heading', { name: 'অ্যাডমিন লগইন' })).toBeVisible();
  await expect(page.locator('#admin-shell')).toHaveCount(0);
});
