import { expect, orderRows, placeOrder, test, uniquePhone } from '../support/admin.js';

// Every back-office page is a chunk of its own, loaded on the first visit. On a phone's slow data the
// owner may leave a page before its chunk arrives: the page they go to must show, then and after.

test.use({ viewport: { width: 390, height: 844 } });

test("going back while the next page's code is still on its way shows the list, and keeps showing it", async ({
  adminPage: page,
  request,
}) => {
  const phone = uniquePhone();
  await placeOrder(request, { phone, name: 'ফেরার পথের ক্রেতা' });
  await page.goto(`/admin/orders?search=${phone}`);
  await expect(orderRows(page)).toHaveCount(1);

  // The order page's own chunk is held: its code is still downloading.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(/\/assets\/order-[\w-]{8}\.js$/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });

  await orderRows(page).first().getByRole('link', { name: /^INV-/ }).click();
  await expect(page).toHaveURL(/\/admin\/order\/[\w-]+$/);
  await expect.poll(() => held).toBe(1);
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?search=${phone}$`));
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRows(page).first()).toContainText('ফেরার পথের ক্রেতা');

  // The held code arrives: the list stays, and the next visit opens the order.
  release();
  await page.waitForLoadState('networkidle');
  await expect(orderRows(page)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'অর্ডার', level: 1 })).toBeVisible();
  await orderRows(page).first().getByRole('link', { name: /^INV-/ }).click();
  await expect(page.getByText('ফেরার পথের ক্রেতা').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/order\/[\w-]+$/);
});
