import type { Order } from '@haat/contract';
import { dataOf, expect, test } from '../support/own-shop.js';
import {
  addToCart,
  effectivePrice,
  fetchProducts,
  fetchShippingFees,
  fillCustomer,
  openHome,
  orderSection,
  productCard,
  submitButton,
  taka,
  text,
} from '../support/storefront.js';
import { smallControls } from '../support/touch-targets.js';

// Decision 067: delivery is priced by the district's zone and the order's weight, from a table the
// owner keeps on its own page. On a phone, both sides.

test.use({ viewport: { width: 390, height: 844 } });
// A saved table changes what every order of the shop pays: a shop of this file's own.
test.use({ freshShop: 'delivery-zones' });

const SUBURBS = ['Gazipur', 'Narayanganj', 'Munshiganj', 'Manikganj', 'Narsingdi'];

test('the owner changes the suburbs’ fees on the zone page, from a phone', async ({
  adminPage: page,
  adminApi,
}) => {
  const fees = await fetchShippingFees(adminApi);
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'ডেলিভারি জোন' }).click();
  await expect(page).toHaveURL(/\/admin\/delivery-zones$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ডেলিভারি জোন' })).toBeVisible();
  // Nothing saved yet: the table is the settings' two fees.
  await expect(page.getByText(/এখনো কোনো টেবিল সংরক্ষণ করা হয়নি/)).toBeVisible();

  const suburbs = page.getByRole('group', { name: 'জোন ২' });
  await expect(suburbs.getByLabel('জোনের নাম')).toHaveValue('ঢাকার আশপাশ');
  await expect(suburbs.getByLabel('প্রথম কেজির চার্জ (টাকা)')).toHaveValue(String(fees.outsideDhaka));
  await suburbs.getByLabel('প্রথম কেজির চার্জ (টাকা)').fill('১১০');
  await suburbs.getByLabel('পরের প্রতি কেজি (টাকা)').fill('12.5');
  const save = page.getByRole('button', { name: 'সংরক্ষণ করুন' });
  await save.click();
  await expect(suburbs.getByText('টাকার পরিমাণ ০ বা তার বেশি পূর্ণ সংখ্যা লিখুন')).toBeVisible();
  await suburbs.getByLabel('পরের প্রতি কেজি (টাকা)').fill('20');
  await save.click();
  await expect(page.getByText('ডেলিভারি জোন সংরক্ষণ হয়েছে')).toBeVisible();
  await expect(page.getByText(/এখনো কোনো টেবিল সংরক্ষণ করা হয়নি/)).toHaveCount(0);

  const table = await dataOf<{
    zones: Array<{ districts: string[]; firstKgFee: number; extraKgFee: number }>;
  }>(await adminApi.get('/api/delivery-zones'));
  expect(table.zones[1]).toMatchObject({ districts: SUBURBS, firstKgFee: 110, extraKgFee: 20 });

  // Every district's tick box is a thumb-sized row, and nothing runs off the screen.
  await suburbs.getByText('জেলা (৫টি)').click();
  await expect(suburbs.getByRole('checkbox', { name: 'গাজীপুর' })).toBeChecked();
  expect(await smallControls(page.locator('#admin-main'))).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a customer in Gazipur sees the fee for 10 kg before ordering, and pays exactly that', async ({
  page,
  adminApi,
  request,
}) => {
  const fees = await fetchShippingFees(request);
  const saved = await adminApi.put('/api/delivery-zones', {
    data: {
      zones: [
        {
          name: 'ঢাকার ভেতরে',
          districts: ['Dhaka'],
          firstKgFee: fees.insideDhaka,
          extraKgFee: 15,
          freeFrom: null,
        },
        { name: 'ঢাকার আশপাশ', districts: SUBURBS, firstKgFee: 110, extraKgFee: 20, freeFrom: null },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // The demo's mango in boxes: the customer picks the 10 kg box on its card (decision 064).
  const products = await fetchProducts(request);
  const mango = products.findIndex((product) => product.sizes.some((size) => size.name === '১০ কেজি'));
  const box = products[mango]?.sizes.find((size) => size.name === '১০ কেজি');
  if (box?.weightGrams !== 10_000 || !box) throw new Error('no 10 kg box in the demo shop');

  await openHome(page);
  await productCard(page, mango).locator('label', { hasText: '১০ কেজি' }).click();
  await expect(productCard(page, mango).getByRole('radio', { name: '১০ কেজি' })).toBeChecked();
  await addToCart(page, mango);

  const summary = orderSection(page);
  await expect(summary.getByTestId('shipping')).toHaveText(text.chooseDistrict);
  await fillCustomer(page, { city: 'গাজীপুর' });
  const fee = 110 + 9 * 20;
  // Said under the field, where a screen reader reads it with the field, and in the totals.
  await expect(page.getByLabel(text.cityLabel)).toHaveAccessibleDescription(
    `গাজীপুর: ডেলিভারি চার্জ ${taka(fee)} (১০ কেজি পর্যন্ত)`,
  );
  await expect(summary.getByTestId('shipping')).toHaveText(taka(fee));
  const subtotal = effectivePrice(box);
  await expect(summary.getByTestId('total')).toHaveText(taka(subtotal + fee));

  const placed = page.waitForResponse((response) => response.url().endsWith('/api/order/create-order'));
  await submitButton(page).click();
  const order = (await (await placed).json()) as { data: Order };
  expect(order.data).toMatchObject({ shipping: fee, total: subtotal + fee, city: 'গাজীপুর' });
  await expect(page.getByTestId('order-shipping')).toHaveText(taka(fee));
});
