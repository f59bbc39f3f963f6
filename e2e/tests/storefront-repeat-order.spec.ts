import { expect, test as ownShop } from '../support/own-shop.js';
import { addToCart, fillCustomer, openHome, placeOrder, submitButton, text } from '../support/storefront.js';

// Decision 069: the duplicate guard (the same phone and basket within minutes) answers "already
// received", which the page says in Bengali instead of "Order Failed!"; a browser that placed that
// order is taken to its success page. The shared shop has the guard off: this file has a shop of its own.

const test = ownShop.extend({
  shopEnv: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from this pattern
    async ({}, use) => {
      await use({ DUPLICATE_ORDER_WINDOW_MINUTES: '10' });
    },
    { scope: 'worker' },
  ],
});

test.use({
  viewport: { width: 390, height: 844 },
  freshShop: 'repeat-order',
  allowedConsoleErrors: [/status of 409/],
});

const alreadyReceivedTitle = 'অর্ডারটি আগেই নেওয়া হয়েছে';

test('the browser that placed the order is taken to its success page', async ({ page }) => {
  await openHome(page);
  await addToCart(page, 1);
  const placed = await placeOrder(page);
  await page.getByRole('button', { name: 'OK' }).click();

  // The same order again, a new attempt (a new Idempotency-Key): the guard refuses it.
  await page.goto('/');
  await openHome(page);
  await addToCart(page, 1);
  await fillCustomer(page);
  await submitButton(page).click();
  await page.waitForURL(`**/order/success/${placed}`);
  await expect(page.getByRole('heading', { name: text.thankYou })).toBeVisible();
  await expect(page.getByText(text.failedTitle)).toHaveCount(0);
});

test('another browser is told the order is already received, not that it failed', async ({
  page,
  browser,
  baseURL,
}) => {
  await openHome(page);
  await addToCart(page, 2);
  await placeOrder(page);

  const other = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const second = await other.newPage();
  try {
    await openHome(second);
    await addToCart(second, 2);
    await fillCustomer(second);
    await submitButton(second).click();
    const popup = second.getByRole('alertdialog', { name: alreadyReceivedTitle });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('আমরা শীঘ্রই ফোন করব');
    await expect(second.getByText(text.failedTitle)).toHaveCount(0);
  } finally {
    await other.close();
  }
});
