import { expect, test } from '../support/fixtures.js';
import { type ShopServer, startShopServer } from '../support/server.js';
import { addToCart, appFormReady, customer, placeOrder, text } from '../support/storefront.js';

/**
 * An order's link shows the customer's name, phone and address only for ORDER_LINK_DAYS; the browser
 * that placed the order keeps its own copy. This shop shows no order to anyone by its link (0 days),
 * so whatever the success page shows comes from the placing browser alone.
 */
let shop: ShopServer;
test.beforeAll(async () => {
  shop = await startShopServer({ ORDER_LINK_DAYS: '0' });
});
test.afterAll(async () => shop?.stop());
test.use({ allowedConsoleErrors: [/status of 404/] });

test('the success page keeps working in the browser that placed the order, and only there', async ({
  page,
  browser,
}) => {
  await page.goto(shop.baseURL);
  // Interactive once the order form is there (as openHome waits for on the shared shop).
  await appFormReady(page);
  await addToCart(page, 0);
  const orderId = await placeOrder(page);
  await expect(page.getByRole('heading', { level: 1, name: text.thankYou })).toBeVisible();
  await expect(page.getByText(customer.address)).toBeVisible();

  // A reload, or coming back tomorrow: still this customer's order.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: text.thankYou })).toBeVisible();
  await expect(page.getByText(customer.address)).toBeVisible();

  // Someone else with the link sees nothing of it.
  const stranger = await browser.newContext();
  try {
    const other = await stranger.newPage();
    await other.goto(`${shop.baseURL}/order/success/${orderId}`);
    await expect(other.getByRole('heading', { level: 1, name: 'অর্ডারটি খুঁজে পাওয়া যায়নি' })).toBeVisible();
    await expect(other.getByText(customer.address)).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});
