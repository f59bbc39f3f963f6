import type { APIRequestContext } from '@playwright/test';
import { type Order, orderRows, phoneFamily, placeOrder, statusNames } from '../support/admin.js';
import { expect, test } from '../support/fake-services.js';
import { dataOf } from '../support/own-shop.js';
import { saveSms, turnSmsOff } from '../support/sms.js';

// Decision 060: on a 390 px phone, a double tap on the list's one-tap "confirm" moves the order under
// the finger and no other, and the customer's SMS waits until the move's undo has passed.

test.use({ viewport: { width: 390, height: 844 } });
// SMS are on while this file runs: its own shop, so no other file's moves send any.
test.use({ freshShop: 'safe-taps' });
test.afterEach(async ({ adminApi, bulksmsbd }) => turnSmsOff(adminApi, bulksmsbd));

const statusOf = async (api: APIRequestContext, order: Order) =>
  (await dataOf<Order>(await api.get(`/api/order/single/${order._id}`))).status;

test('a double tap 250 ms apart confirms the one order under the finger, and one SMS goes', async ({
  adminPage: page,
  adminApi,
  request,
  bulksmsbd,
}) => {
  // The SMS waits out the undo window (about twenty seconds) before it goes.
  test.setTimeout(90_000);
  await saveSms(adminApi, true);
  const { prefix, phone } = phoneFamily();
  const older = await placeOrder(request, { name: 'দ্বিতীয় ক্রেতা', phone: phone(1) });
  const newer = await placeOrder(request, { name: 'প্রথম ক্রেতা', phone: phone(2) });
  await page.goto(`/admin/orders?status=pending&search=${prefix}`);
  await expect(orderRows(page)).toHaveCount(2);
  await expect(orderRows(page).first()).toHaveAttribute('data-order-id', newer._id);

  // Two taps at the same spot, as a finger does: the second comes while the first row leaves.
  const button = page.getByRole('button', { name: 'প্রথম ক্রেতা-এর অর্ডার নিশ্চিত' });
  const box = await button.boundingBox();
  if (!box) throw new Error('the confirm button is not on the screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.click(x, y);
  await page.waitForTimeout(250);
  await page.mouse.click(x, y);

  // The row left the pending list; the next order slid up, untouched.
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRows(page).first()).toHaveAttribute('data-order-id', older._id);
  await expect(orderRows(page).first().locator('[data-status]')).toHaveText(statusNames.pending);
  await expect(page.getByRole('button', { name: 'ফিরিয়ে নিন' })).toBeVisible();
  expect(await statusOf(adminApi, newer)).toBe('confirmed');
  expect(await statusOf(adminApi, older)).toBe('pending');

  // One SMS, to the order confirmed, once its undo has passed.
  const sentToFamily = () => bulksmsbd.sent.filter((message) => message.to.startsWith(`88${prefix}`));
  await expect.poll(() => sentToFamily().length, { timeout: 45_000 }).toBe(1);
  expect(sentToFamily()[0]?.to).toBe(`88${newer.phone}`);
  expect(await statusOf(adminApi, older)).toBe('pending');
});

test('the bulk bar’s change is taken back from its toast, and the orders are where they were', async ({
  adminPage: page,
  adminApi,
  request,
}) => {
  const { prefix, phone } = phoneFamily();
  const orders = [
    await placeOrder(request, { phone: phone(1) }),
    await placeOrder(request, { phone: phone(2) }),
  ];
  await page.goto(`/admin/orders?search=${prefix}`);
  await expect(orderRows(page)).toHaveCount(2);
  for (const order of orders)
    await page.getByRole('checkbox', { name: `INV-${order.invoiceNumber} বাছাই করুন` }).check();
  const bar = page.getByTestId('bulk-bar');
  await bar.getByLabel('নতুন অবস্থা').selectOption('cancelled');
  await bar.getByRole('button', { name: 'প্রয়োগ করুন' }).click();
  await expect(page.getByText('২টি অর্ডারের অবস্থা বদলানো হয়েছে')).toBeVisible();
  for (const order of orders) expect(await statusOf(adminApi, order)).toBe('cancelled');

  await page.getByRole('button', { name: 'ফিরিয়ে নিন' }).click();
  await expect(page.getByText('আগের অবস্থায় ফিরিয়ে নেওয়া হয়েছে')).toBeVisible();
  for (const order of orders) expect(await statusOf(adminApi, order)).toBe('pending');
  for (const row of await orderRows(page).all())
    await expect(row.locator('[data-status]')).toHaveText(statusNames.pending);
});

test('a hold’s reason shows on the list, and the on-hold tab narrows to one reason', async ({
  adminPage: page,
  adminApi,
  request,
}) => {
  const { prefix, phone } = phoneFamily();
  const unreachable = await placeOrder(request, { name: 'ফোন ধরেননি', phone: phone(1) });
  const fake = await placeOrder(request, { name: 'ভুয়া ক্রেতা', phone: phone(2) });
  await dataOf(
    await adminApi.put(`/api/order/update/status/${fake._id}`, {
      data: { status: 'on_hold', reason: 'fake' },
    }),
  );
  await page.goto(`/admin/orders?search=${prefix}`);
  // "Could not reach" in one tap is a hold with its reason (decision 061).
  await page.getByRole('button', { name: 'ফোন ধরেননি-কে ফোনে পাইনি' }).click();
  const row = page.locator(`[data-order-id="${unreachable._id}"]`);
  await expect(row.getByTestId('order-status-reason')).toHaveText('ফোনে পাওয়া যায়নি');
  await expect(page.locator(`[data-order-id="${fake._id}"]`).getByTestId('order-status-reason')).toHaveText(
    'ভুয়া অর্ডার',
  );

  await page.locator('[data-status-tab="on_hold"]').click();
  await expect(orderRows(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'ফোনে পাওয়া যায়নি' }).click();
  await expect(page).toHaveURL(/reason=unreachable/);
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRows(page).first()).toHaveAttribute('data-order-id', unreachable._id);
});
