import type { APIRequestContext } from '@playwright/test';
import { uniquePhone } from '../support/admin.js';
import { dataOf, expect, test } from '../support/own-shop.js';

// Decision 039: the usual draft is a name and a phone. Staff call, then complete it in the convert
// sheet — the address, the products — and make the order there in a few taps.

test.use({ viewport: { width: 390, height: 844 } });
// Drafts and the orders made from them are counted and listed: a shop of this file's own.
test.use({ freshShop: 'draft-convert' });

type Draft = { _id: string; phone: string; state: string; order: { _id: string } | null };

async function draftFor(api: APIRequestContext, phone: string, state = 'open') {
  const drafts = await dataOf<Draft[]>(await api.get(`/api/checkout-drafts?state=${state}&limit=100`));
  return drafts.find((draft) => draft.phone === phone);
}

test('a draft of a name and a phone becomes an order from the convert sheet', async ({
  adminPage: page,
  adminApi,
  request,
}) => {
  const phone = uniquePhone();
  await dataOf(
    await request.post('/api/checkout-draft', {
      data: { phone, name: 'নাসরিন আক্তার', owner: `e2e-convert-${phone}` },
    }),
  );
  const draft = await draftFor(adminApi, phone);
  if (!draft) throw new Error('no draft');
  const [product] = await dataOf<Array<{ _id: string; title: string }>>(
    await adminApi.get('/api/product/all'),
  );
  if (!product) throw new Error('no product');

  await page.goto('/admin/checkout-drafts');
  await page
    .locator(`[data-draft-id="${draft._id}"]`)
    .getByRole('button', { name: 'নাসরিন আক্তার: অর্ডার করুন' })
    .click();
  const sheet = page.getByRole('dialog', { name: 'অর্ডার করবেন?' });
  // What the visitor typed is there; the rest is asked on the call and typed here.
  await expect(sheet.getByLabel('নাম')).toHaveValue('নাসরিন আক্তার');
  await sheet.getByLabel('শহর / জেলা').fill('রংপুর');
  await sheet.getByLabel('ঠিকানা').fill('জাহাজ কোম্পানির মোড়, বাড়ি ৪');
  await sheet.getByLabel('পণ্য যোগ করুন').selectOption(product._id);
  await sheet.getByRole('button', { name: 'যোগ করুন', exact: true }).click();
  await sheet.getByRole('button', { name: `${product.title} — পরিমাণ বাড়ান` }).click();
  await sheet.getByRole('button', { name: 'অর্ডার নিশ্চিত করুন' }).click();

  await expect(page).toHaveURL(/\/admin\/order\/[A-Za-z0-9_-]{16,}$/);
  const orderId = new URL(page.url()).pathname.split('/').pop();
  const converted = await draftFor(adminApi, phone, 'converted');
  expect(converted?.order?._id).toBe(orderId);
  const order = await dataOf<{
    name: string;
    city: string;
    address: string;
    products: Array<{ quantity: number }>;
  }>(await adminApi.get(`/api/order/single/${orderId}`));
  expect(order).toMatchObject({ name: 'নাসরিন আক্তার', city: 'রংপুর', address: 'জাহাজ কোম্পানির মোড়, বাড়ি ৪' });
  expect(order.products.map((line) => line.quantity)).toEqual([2]);
});
