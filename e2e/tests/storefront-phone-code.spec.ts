import type { APIRequestContext, Page } from '@playwright/test';
import { orderRows, phoneFamily, storeToken } from '../support/admin.js';
import { expect, test } from '../support/fake-services.js';
import { dataOf } from '../support/own-shop.js';
import { saveSms, turnSmsOff } from '../support/sms.js';
import { addToCart, fetchOrder, fillCustomer, openHome, submitButton, text } from '../support/storefront.js';
import { smallControls } from '../support/touch-targets.js';

// Decision 040: the owner may ask customers to confirm their number with a code sent by SMS.
// The order is stored first; the customer types the code on the success page, and a right code
// moves it from on hold to the normal queue. The gateway is the local stand-in for BulkSMSBD.

test.use({ viewport: { width: 390, height: 844 } });
// The owner's test starts from a shop with no SMS account saved, and every order here may be held
// for a code: a shop of this file's own.
test.use({ freshShop: 'phone-code' });

type PhoneCheckMode = 'off' | 'risky' | 'all';

async function setPhoneCheck(api: APIRequestContext, mode: PhoneCheckMode): Promise<void> {
  const current = await dataOf<Record<string, unknown>>(await api.get('/api/risk/settings'));
  await dataOf(await api.put('/api/risk/settings', { data: { ...current, phoneCheck: mode } }));
}

// Each test starts from the shop as shipped: no order asked for a code, no status SMS.
test.afterEach(async ({ adminApi, bulksmsbd }) => {
  await setPhoneCheck(adminApi, 'off');
  await turnSmsOff(adminApi, bulksmsbd);
});

const CODE_TITLE = 'ফোন নম্বর নিশ্চিত করুন';
const toBengali = (digits: string) => digits.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)] as string);

/** Puts one product in the cart, fills the form with this phone and sends it; answers the order id. */
async function orderFromThePage(page: Page, phone: string): Promise<string> {
  await openHome(page);
  await addToCart(page, 0);
  await fillCustomer(page, { phone });
  await submitButton(page).click();
  await page.waitForURL(/\/order\/success\/[A-Za-z0-9_-]+$/);
  const id = new URL(page.url()).pathname.split('/').pop();
  if (!id) throw new Error('no order id in the success URL');
  return id;
}

type AdminOrder = { status: string; phoneCheck: 'waiting' | 'confirmed' | null };

// First in the file: it starts from the fresh shop's missing SMS account, which the others save.
test('the owner chooses which orders are asked for a code, from a phone', async ({
  adminPage: page,
  adminApi,
}) => {
  await page.goto('/admin/risk');
  const settings = page.getByRole('region', { name: 'কখন অর্ডার স্থগিত হবে' });
  const choice = settings.getByRole('group', { name: 'ফোনে কোড যাচাই' });
  const off = choice.getByRole('radio', { name: /^বন্ধ/ });
  const risky = choice.getByRole('radio', { name: /^শুধু ঝুঁকিপূর্ণ অর্ডারে/ });
  const all = choice.getByRole('radio', { name: /^সব অর্ডারে/ });
  const account = choice.getByTestId('sms-account');
  const save = settings.getByRole('button', { name: 'সংরক্ষণ করুন' });
  const saved = async () =>
    (await dataOf<{ phoneCheck: PhoneCheckMode }>(await adminApi.get('/api/risk/settings'))).phoneCheck;

  // As shipped: off, and this shop has no SMS account yet, which the page says with the way to it.
  await expect(off).toBeChecked();
  await expect(account).toContainText('SMS গেটওয়ের অ্যাকাউন্ট এখনো দেওয়া হয়নি।');
  await expect(account.getByRole('link', { name: 'SMS গেটওয়ের সেটিং খুলুন' })).toHaveAttribute(
    'href',
    '/admin/integrations',
  );
  expect(await smallControls(choice)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await risky.check();
  await save.click();
  await expect(page.getByText('ভুয়া অর্ডারের সেটিং সংরক্ষণ হয়েছে')).toBeVisible();
  expect(await saved()).toBe('risky');

  await saveSms(adminApi, false);
  await page.reload();
  await expect(risky).toBeChecked();
  await expect(account).toContainText('BulkSMSBD-এর অ্যাকাউন্ট সংরক্ষিত আছে।');

  await all.check();
  await save.click();
  await expect.poll(saved).toBe('all');
  // The shipped settings put it back off.
  await settings.getByRole('button', { name: 'শুরুর মান ফিরিয়ে আনুন' }).click();
  await expect(off).toBeChecked();
  await save.click();
  await expect.poll(saved).toBe('off');
});

test.describe('a customer asked for a code', () => {
  // A wrong code is refused with a 400, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('types a wrong code and is told the tries left, then the SMS’s code in Bengali digits, and the order is placed', async ({
    page,
    request,
    adminApi,
    bulksmsbd,
    shop,
  }) => {
    // Status messages off: codes need only the gateway's account.
    await saveSms(adminApi, false);
    await setPhoneCheck(adminApi, 'all');
    const phone = phoneFamily().phone(1);

    const id = await orderFromThePage(page, phone);
    const card = page.getByRole('region', { name: CODE_TITLE });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('code-phone')).toHaveText(phone);
    await expect(card).toContainText('আপনার অর্ডারটি আমরা পেয়েছি।');
    await expect(card).toContainText('আমরা ফোন করে অর্ডারটি নিশ্চিত করব');
    // Not "placed" yet as far as the customer is told: no popup while the code is awaited.
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // Held for the code in the back office; the customer's own answers say pending.
    expect((await dataOf<AdminOrder>(await adminApi.get(`/api/order/single/${id}`))).status).toBe('on_hold');
    expect(await fetchOrder(request, id)).toMatchObject({ status: 'pending', phoneCheck: 'waiting' });

    // The outbox sends the code a moment after the order; the screen notices by asking again.
    await expect
      .poll(() => bulksmsbd.sent.find((sent) => sent.to === `88${phone}`)?.text, { timeout: 15_000 })
      .toMatch(/(?<!\d)\d{6}(?!\d)/);
    const sms = bulksmsbd.sent.find((sent) => sent.to === `88${phone}`)?.text ?? '';
    const code = /(?<!\d)(\d{6})(?!\d)/.exec(sms)?.[1] ?? '';
    await expect(card).toHaveAttribute('data-stage', 'sent', { timeout: 10_000 });

    const input = card.getByLabel('ফোনে আসা কোড');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    // A new code only after a minute: the button counts down to it.
    await expect(card.getByRole('button', { name: /^নতুন কোড পাঠান \([০-৯]:[০-৯]{2}\)$/ })).toBeDisabled();

    // Too short: said at once, in the server's words, and no try is used.
    const confirm = card.getByRole('button', { name: 'নিশ্চিত করুন' });
    await input.fill('১২৩');
    await confirm.click();
    await expect(card.getByRole('alert')).toHaveText('ফোনে আসা ৬ অঙ্কের কোডটি লিখুন');

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await input.fill(wrong);
    await confirm.click();
    await expect(card.getByRole('alert')).toHaveText('কোডটি মেলেনি। আর ৪ বার চেষ্টা করতে পারবেন');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/কোডটি মেলেনি/);
    expect(await smallControls(card)).toEqual([]);
    expect((await input.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A reload keeps the screen: the order still waits for its code.
    await page.reload();
    await expect(card).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // The code as a phone's Bengali keyboard types it, with a space in the middle.
    await input.fill(`${toBengali(code.slice(0, 3))} ${toBengali(code.slice(3))}`);
    await confirm.click();
    const placed = page.getByRole('alertdialog', { name: text.placedTitle });
    await expect(placed).toBeVisible();
    await expect(card).toHaveCount(0);
    await placed.getByRole('button', { name: 'OK' }).click();
    await expect(placed).toHaveCount(0);

    const order = await dataOf<AdminOrder>(await adminApi.get(`/api/order/single/${id}`));
    expect(order).toMatchObject({ status: 'pending', phoneCheck: 'confirmed' });
    // This browser's copy says so too: the screen does not come back.
    await page.reload();
    await expect(page.getByRole('heading', { name: text.thankYou })).toBeVisible();
    await expect(card).toHaveCount(0);

    // Staff see the story on the order, never the code.
    await storeToken(page, shop.token);
    await page.goto(`/admin/order/${id}`);
    await expect(page.getByTestId('phone-code-state')).toHaveText('ফোন কোড: নিশ্চিত');
    const timeline = page.getByTestId('order-timeline');
    await expect(timeline.getByTestId('created-phone-check')).toBeVisible();
    const events = timeline.locator('[data-event="phone-check"]');
    await expect(events.filter({ hasText: 'কোড পাঠানো হয়েছে (১ম)' })).toContainText(
      /গেটওয়ের উত্তর: BulkSMSBD SMS নিয়েছে/,
    );
    await expect(events.filter({ hasText: 'গ্রাহক কোড দিয়ে নম্বর নিশ্চিত করেছেন' })).toContainText(
      'অর্ডার স্থগিত থেকে অপেক্ষমাণে',
    );
    await expect(page.locator('#admin-main')).not.toContainText(code);
  });
});

test.describe('a customer who keeps typing wrong codes', () => {
  // Wrong codes are 400 answers, the fifth a 429, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 4(00|29)/] });

  test('is stopped after five: the screen says only a new code helps, and the order waits for a call', async ({
    page,
    adminApi,
    bulksmsbd,
    shop,
  }) => {
    await saveSms(adminApi, false);
    await setPhoneCheck(adminApi, 'risky');
    // Every order is asked in this mode; one the check holds waits for the code: a blocked number always is.
    const phone = phoneFamily().phone(3);
    await dataOf(
      await adminApi.post('/api/risk/blocklist', { data: { kind: 'phone', value: phone, reason: 'পরীক্ষা' } }),
    );
    try {
      const id = await orderFromThePage(page, phone);
      const card = page.getByRole('region', { name: CODE_TITLE });
      await expect(card).toHaveAttribute('data-stage', 'sent', { timeout: 15_000 });
      const sms = bulksmsbd.sent.find((sent) => sent.to === `88${phone}`)?.text ?? '';
      const code = Number(/(?<!\d)(\d{6})(?!\d)/.exec(sms)?.[1]);
      const input = card.getByLabel('ফোনে আসা কোড');
      const confirm = card.getByRole('button', { name: 'নিশ্চিত করুন' });
      for (const [index, left] of ['৪', '৩', '২', '১'].entries()) {
        await input.fill(String((code + index + 1) % 1_000_000).padStart(6, '0'));
        await confirm.click();
        await expect(card.getByRole('alert')).toHaveText(`কোডটি মেলেনি। আর ${left} বার চেষ্টা করতে পারবেন`);
      }
      await input.fill(String((code + 5) % 1_000_000).padStart(6, '0'));
      await confirm.click();
      await expect(card.getByRole('alert')).toHaveText('অনেকবার ভুল কোড দেওয়া হয়েছে। নতুন কোড নিন');
      await expect(card).toHaveAttribute('data-stage', 'locked');
      await expect(input).toBeDisabled();
      await expect(confirm).toBeDisabled();
      await expect(card).toContainText('আমরা ফোন করে অর্ডারটি নিশ্চিত করব');

      // Held as it arrived; staff read why on the order.
      expect((await dataOf<AdminOrder>(await adminApi.get(`/api/order/single/${id}`))).status).toBe(
        'on_hold',
      );
      await storeToken(page, shop.token);
      // The desk's list marks it too: on hold for a code, not for a call that failed.
      await page.goto(`/admin/orders?search=${phone}`);
      const row = orderRows(page).filter({ hasText: phone });
      await expect(row.getByTestId('order-code-badge')).toHaveText('ফোন কোড: অপেক্ষায়');
      await page.goto(`/admin/order/${id}`);
      await expect(page.getByTestId('phone-code-state')).toHaveText('ফোন কোড: অপেক্ষায়');
      await expect(
        page.getByTestId('order-timeline').locator('[data-event="phone-check"]').first(),
      ).toContainText('৫ বার ভুল কোড (১ম কোড)');
    } finally {
      const entries = await dataOf<Array<{ _id: string; value: string }>>(
        await adminApi.get('/api/risk/blocklist'),
      );
      for (const entry of entries.filter((item) => item.value === phone))
        await dataOf(await adminApi.delete(`/api/risk/blocklist/${entry._id}`));
    }
  });
});

test('with the phone code off, the order is placed as before: no code screen, the usual popup', async ({
  page,
  adminApi,
}) => {
  // A gateway account alone asks nothing: the owner's choice does.
  await saveSms(adminApi, false);
  await setPhoneCheck(adminApi, 'off');
  const id = await orderFromThePage(page, phoneFamily().phone(2));
  await expect(page.getByRole('alertdialog', { name: text.placedTitle })).toBeVisible();
  await expect(page.getByRole('region', { name: CODE_TITLE })).toHaveCount(0);
  const order = await dataOf<AdminOrder>(await adminApi.get(`/api/order/single/${id}`));
  expect(order).toMatchObject({ status: 'pending', phoneCheck: null });
  expect((await adminApi.get(`/api/order/phone-check/${id}`)).status()).toBe(404);
});
