import type { Page } from '@playwright/test';
import { expect, orderRows, placeOrder, test, uniquePhone } from '../support/admin.js';
import { holdChunk } from '../support/held-chunk.js';

// Every back-office page is a chunk of its own, loaded on the first visit. On a phone's slow data the
// owner may tap on, or go back, before a page's chunk arrives: the screen is never blank meanwhile
// (decision 046). The router keeps the page being left on the screen until the next one's code has
// come, and a Back taken meanwhile cancels the move instead of waiting for it.

test.use({ viewport: { width: 390, height: 844 } });

const nextPageLoading = (page: Page) => page.getByRole('progressbar', { name: 'Loading...' });

test('a tap on a page whose code is still on its way keeps the list on the screen until it has come', async ({
  adminPage: page,
  request,
}) => {
  const phone = uniquePhone();
  await placeOrder(request, { phone, name: 'অপেক্ষার ক্রেতা' });
  await page.goto(`/admin/orders?search=${phone}`);
  await expect(orderRows(page)).toHaveCount(1);

  const chunk = await holdChunk(page, 'order');
  await orderRows(page).first().getByRole('link', { name: /^INV-/ }).click();
  await expect.poll(chunk.held).toBe(1);
  // The list stays, with a bar that says the tap was taken; the address is still the list's.
  await expect(nextPageLoading(page)).toBeVisible();
  await expect(orderRows(page)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'অর্ডার', level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/admin/orders');

  chunk.release();
  await expect(page).toHaveURL(/\/admin\/order\/[\w-]+$/);
  await expect(page.getByText('অপেক্ষার ক্রেতা').first()).toBeVisible();
  await expect(nextPageLoading(page)).toHaveCount(0);

  // Back to the list as it was: its search, its row.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?search=${phone}$`));
  await expect(orderRows(page)).toHaveCount(1);
});

test("going back while the next page's code is still on its way shows the page gone back to, and keeps showing it", async ({
  adminPage: page,
  request,
}) => {
  const phone = uniquePhone();
  await placeOrder(request, { phone, name: 'ফেরার পথের ক্রেতা' });
  await page.goto(`/admin/orders?search=${phone}`);
  await orderRows(page).first().getByRole('link', { name: /^INV-/ }).click();
  await expect(page).toHaveURL(/\/admin\/order\/[\w-]+$/);
  await expect(page.getByText('ফেরার পথের ক্রেতা').first()).toBeVisible();

  // From the order to the incomplete checkouts, whose code is held; Back before it arrives.
  const chunk = await holdChunk(page, 'checkout-drafts');
  await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'অসম্পূর্ণ অর্ডার' }).click();
  await expect.poll(chunk.held).toBe(1);
  await expect(nextPageLoading(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/admin\/order\//);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?search=${phone}$`));
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRows(page).first()).toContainText('ফেরার পথের ক্রেতা');

  // The held code arrives: the list stays where it is, and the next visit opens the order.
  chunk.release();
  await page.waitForLoadState('networkidle');
  await expect(nextPageLoading(page)).toHaveCount(0);
  await expect(orderRows(page)).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?search=${phone}$`));
  await orderRows(page).first().getByRole('link', { name: /^INV-/ }).click();
  await expect(page.getByText('ফেরার পথের ক্রেতা').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/order\/[\w-]+$/);
});
