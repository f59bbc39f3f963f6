import type { Browser, Page } from '@playwright/test';
import { type Order, orderRows, statusNames, storeToken, uniquePhone } from '../support/admin.js';
import { dataOf, expect, test } from '../support/own-shop.js';
import { addToCart, fillCustomer, openHome, submitButton, text } from '../support/storefront.js';
import { smallControls } from '../support/touch-targets.js';

// Decision 038: an order from a number the owner blocked arrives on hold for a call, while its customer
// sees the same success page as anyone; staff see why on the list and the order's page, from a phone.

const PHONE_SIZE = { width: 390, height: 844 };
test.use({ viewport: PHONE_SIZE });
// A blocked number holds this file's orders and nobody else's: a shop of its own.
test.use({ freshShop: 'risk-hold' });
// The owner's second block of the same number is answered 409, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 409/] });

const CARD = 'ঝুঁকি যাচাই';
/** Words the customer must never see about the check. */
const CHECK_WORDS = /স্থগিত|ঝুঁকি|যাচাই|সন্দেহ|বন্ধ|on.?hold|risk|held|fraud/i;

type Customer = { name: string; phone: string; city: string; address: string };

/**
 * A customer on their own phone (a browser context of its own, so a device id of its own) orders
 * the first product on the storefront; answers what the success page and the create call said.
 */
async function orderOnStorefront(browser: Browser, baseURL: string, customer: Customer) {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE_SIZE,
    locale: 'bn-BD',
    timezoneId: 'Asia/Dhaka',
  });
  const page = await context.newPage();
  try {
    await openHome(page);
    await addToCart(page, 0);
    await fillCustomer(page, customer);
    const created = page.waitForResponse((response) => response.url().endsWith('/api/order/create-order'));
    await submitButton(page).click();
    const response = await created;
    await page.waitForURL(/\/order\/success\/[A-Za-z0-9_-]+$/);
    const popup = page.getByRole('alertdialog', { name: text.placedTitle });
    await expect(popup).toContainText(text.placedBody);
    const popupText = await popup.innerText();
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.thankYou })).toBeVisible();
    const headings = await page.getByRole('heading').allInnerTexts();
    const pageText = await page.locator('body').innerText();
    // What the customer's browser is told, and what it asks again for the success page.
    const answered = ((await response.json()) as { data: Order & { risk: unknown } }).data;
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    const publicRead = await dataOf<Order & { risk: unknown }>(
      await page.request.get(`/api/order/single/${id}`),
    );
    return {
      id,
      device: response.request().headers()['x-device-id'],
      keptDevice: await page.evaluate(() => localStorage.getItem('haat:deviceId')),
      answered,
      publicRead,
      popupText,
      headings,
      pageText,
    };
  } finally {
    await context.close();
  }
}

const riskCard = (page: Page) => page.getByRole('region', { name: CARD });

test('an order from a blocked number arrives on hold with its reason; its customer sees an ordinary order', async ({
  adminPage: page,
  adminApi,
  browser,
  shop,
}) => {
  // Two customers' browsers order on the storefront before the owner's round: more than the default 30 s.
  test.setTimeout(90_000);
  const blocked = uniquePhone();
  const entry = await adminApi.post('/api/risk/blocklist', {
    data: { kind: 'phone', value: blocked, reason: 'আগে তিনবার পার্সেল ফেরত দিয়েছেন' },
  });
  expect(entry.status(), await entry.text()).toBe(201);

  const held = await orderOnStorefront(browser, shop.baseURL, {
    name: 'করিম শেখ',
    phone: blocked,
    city: 'রাজশাহী',
    address: 'বাসা ৪, সাহেব বাজার রোড, বোয়ালিয়া',
  });
  const plausible = await orderOnStorefront(browser, shop.baseURL, {
    name: 'সুমাইয়া আক্তার',
    phone: uniquePhone(),
    city: 'ঢাকা',
    address: 'বাড়ি ২৭, রোড ৫, ধানমন্ডি',
  });

  // Each browser sent a device id of its own, kept under the storefront's key.
  expect(held.device).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(held.keptDevice).toBe(held.device);
  expect(plausible.device).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(plausible.device).not.toBe(held.device);

  // The held order's customer is told exactly what any customer is told: pending, and nothing more.
  for (const seen of [held.answered, held.publicRead]) {
    expect(seen.status).toBe('pending');
    expect(seen.risk).toBeNull();
  }
  expect(held.popupText).toBe(plausible.popupText);
  expect(held.headings).toEqual(plausible.headings);
  expect(held.pageText).not.toMatch(CHECK_WORDS);
  expect(plausible.pageText).not.toMatch(CHECK_WORDS);

  // The owner's list: the held order under "স্থগিত" with a red badge; the other one pending, no badge.
  await page.goto('/admin/orders');
  await page.locator('[data-status-tab="on_hold"]').click();
  await expect(page.locator('[data-status-tab="on_hold"]')).toHaveAttribute('aria-current', 'page');
  await expect(orderRows(page)).toHaveCount(1);
  const heldRow = page.locator(`tr[data-order-id="${held.id}"]`);
  await expect(heldRow.locator('[data-status]')).toHaveText(statusNames.on_hold);
  const badge = heldRow.getByTestId('order-risk-badge');
  await expect(badge).toHaveText('ঝুঁকি ১০০');
  await expect(badge).toHaveAttribute('data-held', 'true');
  await expect(badge).toHaveClass(/bg-red-50/);
  // The badge fits the row on a 390 px phone: nothing scrolls sideways, nothing spills out.
  const box = await badge.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE_SIZE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE_SIZE.width,
  );

  await page.locator('[data-status-tab="pending"]').click();
  const plausibleRow = page.locator(`tr[data-order-id="${plausible.id}"]`);
  await expect(plausibleRow.locator('[data-status]')).toHaveText(statusNames.pending);
  await expect(plausibleRow.getByTestId('order-risk-badge')).toHaveCount(0);
  await expect(page.locator(`tr[data-order-id="${held.id}"]`)).toHaveCount(0);

  // The held order's page: the card says it was held and why, with the reason's points.
  await page.locator('[data-status-tab="on_hold"]').click();
  await heldRow.getByRole('link', { name: /^INV-/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/order/${held.id}$`));
  const card = riskCard(page);
  await expect(card.getByTestId('risk-score')).toHaveText('১০০/১০০');
  await expect(card).toContainText('ঝুঁকির কারণে স্থগিত রাখা হয়েছে');
  const reason = card.locator('[data-signal="blocked"]');
  await expect(reason).toContainText('বন্ধের তালিকায়');
  await expect(reason).toContainText('+১০০');
  await expect(card.getByRole('link', { name: 'এই নম্বরের আগের অর্ডার ও ফেরত দেখুন' })).toHaveAttribute(
    'href',
    `/admin/customer/${blocked}`,
  );

  // Its timeline says the check held it, and from which device it came.
  const created = page.getByTestId('order-timeline').locator('[data-event="created"]');
  await expect(created).toContainText('ঝুঁকির কারণে স্থগিত রাখা হয়েছে — ফোনে নিশ্চিত করুন');
  await expect(created).toContainText(held.device ?? 'no device id');

  // The owner blocks the number again from here: it is already listed, and the card says so.
  await card.getByRole('button', { name: 'এই নম্বর বন্ধ করুন' }).click();
  const form = card.getByRole('form', { name: 'এই নম্বর বন্ধ করুন' });
  expect(await smallControls(card)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE_SIZE.width,
  );
  // No reason: the contract's words under the field, and nothing sent.
  await form.getByRole('button', { name: 'বন্ধের তালিকায় যোগ করুন' }).click();
  await expect(form.getByLabel('কেন বন্ধ করছেন')).toHaveAccessibleDescription(/কেন বন্ধ করছেন লিখুন/);
  await form.getByLabel('কেন বন্ধ করছেন').fill('ফোন ধরেন না');
  await form.getByRole('button', { name: 'বন্ধের তালিকায় যোগ করুন' }).click();
  await expect(card.getByTestId('block-outcome')).toHaveText('এটি আগেই বন্ধের তালিকায় আছে');
  expect(await smallControls(card)).toEqual([]);

  // The plausible order's page: a score of 0, not held; the owner blocks its number from here.
  await page.goto(`/admin/order/${plausible.id}`);
  const quiet = riskCard(page);
  await expect(quiet.getByTestId('risk-score')).toHaveText('০/১০০');
  await expect(quiet).toContainText('স্থগিত করা হয়নি');
  await expect(quiet).toContainText('সন্দেহের কোনো লক্ষণ পাওয়া যায়নি');
  await expect(page.getByTestId('order-timeline').locator('[data-event="created"]')).not.toContainText(
    'স্থগিত',
  );
  await quiet.getByRole('button', { name: 'এই নম্বর বন্ধ করুন' }).click();
  await quiet.getByLabel('কেন বন্ধ করছেন').fill('ভুয়া ঠিকানা দিয়েছেন');
  await quiet.getByRole('button', { name: 'বন্ধের তালিকায় যোগ করুন' }).click();
  await expect(quiet.getByTestId('block-outcome')).toHaveText(
    `${plausible.answered.phone} নম্বরটি বন্ধের তালিকায় যোগ হয়েছে।`,
  );
  const list = await dataOf<Array<{ kind: string; value: string; reason: string }>>(
    await adminApi.get('/api/risk/blocklist'),
  );
  expect(list).toContainEqual(
    expect.objectContaining({ kind: 'phone', value: plausible.answered.phone, reason: 'ভুয়া ঠিকানা দিয়েছেন' }),
  );
});

test('order staff see why an order was held, but cannot block the number', async ({
  adminApi,
  browser,
  request,
  shop,
}) => {
  const blocked = uniquePhone();
  const entry = await adminApi.post('/api/risk/blocklist', {
    data: { kind: 'phone', value: blocked, reason: 'ভুয়া অর্ডার' },
  });
  expect(entry.status(), await entry.text()).toBe(201);
  const held = await orderOnStorefront(browser, shop.baseURL, {
    name: 'জসিম উদ্দিন',
    phone: blocked,
    city: 'খুলনা',
    address: 'বাসা ১১, কেডিএ এভিনিউ, সোনাডাঙ্গা',
  });

  const email = `staff-${Date.now()}@example.com`;
  const added = await adminApi.post('/api/user/add', {
    data: { name: 'কল সেন্টারের রুমা', email, password: 'a-good-password', role: 'staff' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { token } = await dataOf<{ token: string }>(
    await request.post('/api/user/login', { data: { email, password: 'a-good-password' } }),
  );

  const context = await browser.newContext({
    baseURL: shop.baseURL,
    viewport: PHONE_SIZE,
    locale: 'bn-BD',
    timezoneId: 'Asia/Dhaka',
  });
  const staffPage = await context.newPage();
  try {
    await storeToken(staffPage, token);
    await staffPage.goto(`/admin/order/${held.id}`);
    const card = riskCard(staffPage);
    await expect(card.getByTestId('risk-score')).toHaveText('১০০/১০০');
    await expect(card.locator('[data-signal="blocked"]')).toContainText('বন্ধের তালিকায়');
    await expect(card.getByRole('link', { name: 'এই নম্বরের আগের অর্ডার ও ফেরত দেখুন' })).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
    expect(await smallControls(card)).toEqual([]);
  } finally {
    await context.close();
  }
});
