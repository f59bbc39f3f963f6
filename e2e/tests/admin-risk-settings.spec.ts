import { storeToken } from '../support/admin.js';
import { dataOf, expect, test } from '../support/own-shop.js';
import { smallControls } from '../support/touch-targets.js';

// Decision 038: the owner tunes when a page order arrives on hold for a call, and keeps a blocklist of
// phones, addresses and devices, from a phone.

test.use({ viewport: { width: 390, height: 844 } });
// A raised threshold or a blocked number would hold (or let through) other files' orders: a shop of
// this file's own.
test.use({ freshShop: 'risk-settings' });

const PAGE_NAME = 'ভুয়া অর্ডার ঠেকানো';

test.describe('the owner', () => {
  // The refused address range and the duplicate are 400 and 409 answers, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 40[09]/] });

  test('raises the threshold and a weight, blocks a number and takes it off again, from a phone', async ({
    adminPage: page,
    adminApi,
  }) => {
    const me = await dataOf<{ name: string }>(await adminApi.get('/api/user/logged-user'));
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    await page.getByRole('dialog').getByRole('link', { name: PAGE_NAME }).click();
    await expect(page).toHaveURL(/\/admin\/risk$/);
    await expect(page.getByRole('heading', { level: 1, name: PAGE_NAME })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(PAGE_NAME));
    // Risky orders are held for a call, not refused: the page says so before anything else.
    await expect(page.getByText(/"স্থগিত" হয়ে আসে/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'স্থগিত অর্ডারগুলো দেখুন' })).toHaveAttribute(
      'href',
      '/admin/orders?status=on_hold',
    );

    const settings = page.getByRole('region', { name: 'কখন অর্ডার স্থগিত হবে' });
    const threshold = settings.getByLabel('স্থগিত করার সীমা (পয়েন্ট)');
    const returned = settings.getByLabel('আগে পার্সেল ফেরত', { exact: true });
    const save = settings.getByRole('button', { name: 'সংরক্ষণ করুন' });
    await expect(threshold).toHaveValue('৫০');
    await expect(returned).toHaveAccessibleDescription(/ততবার বা তার বেশি ফেরত এসেছে/);
    await expect(settings.getByLabel('আগে ডেলিভারি নিয়েছেন')).toHaveAccessibleDescription(/ঝুঁকি কমায়/);
    await expect(settings.getByRole('link', { name: 'সংযোগ পাতায় যান' })).toHaveAttribute(
      'href',
      '/admin/integrations',
    );
    await expect(settings.getByTestId('courier-keys')).toContainText('Steadfast-এর চাবি এখনো দেওয়া হয়নি');

    // Out of range: the contract's words under the field, and nothing sent.
    await threshold.fill('200');
    await save.click();
    await expect(threshold).toHaveAccessibleDescription(/সীমা ১ থেকে ১০১ এর মধ্যে পূর্ণ সংখ্যা/);
    // Latin digits in one field, Bengali in the other.
    await threshold.fill('60');
    await returned.fill('৩৫');
    await save.click();
    await expect(page.getByText('ভুয়া অর্ডারের সেটিং সংরক্ষণ হয়েছে')).toBeVisible();
    await expect(threshold).toHaveValue('৬০');

    await page.reload();
    await expect(threshold).toHaveValue('৬০');
    await expect(returned).toHaveValue('৩৫');
    const saved = await dataOf<{ threshold: number; weights: Record<string, number> }>(
      await adminApi.get('/api/risk/settings'),
    );
    expect(saved.threshold).toBe(60);
    expect(saved.weights.returnedBefore).toBe(35);
    expect(saved.weights.phoneRepeat).toBe(50);

    const blocklist = page.getByRole('region', { name: 'বন্ধের তালিকা', exact: true });
    const entries = blocklist.locator('[data-block-id]');
    await expect(blocklist.getByText('বন্ধের তালিকা এখন খালি', { exact: false })).toBeVisible();
    const form = blocklist.getByRole('form', { name: 'তালিকায় যোগ করুন' });
    const add = form.getByRole('button', { name: 'বন্ধের তালিকায় যোগ করুন' });
    const reason = form.getByLabel('কারণ');
    await expect(form.getByRole('radio', { name: /ফোন নম্বর/ })).toBeChecked();
    await form.getByLabel('মোবাইল নম্বর').fill('+8801711223344');
    await reason.fill('তিনবার পার্সেল ফেরত দিয়েছেন');
    await add.click();
    await expect(page.getByText('বন্ধের তালিকায় যোগ হয়েছে')).toBeVisible();
    await expect(entries).toHaveCount(1);
    await expect(entries.getByTestId('block-value')).toHaveText('01711223344');
    await expect(entries.locator('[data-kind="phone"]')).toHaveText('ফোন নম্বর');
    await expect(entries.getByTestId('block-reason')).toHaveText('তিনবার পার্সেল ফেরত দিয়েছেন');
    await expect(entries.getByTestId('block-added')).toContainText(`${me.name} যোগ করেছেন`);
    await expect(form.getByLabel('মোবাইল নম্বর')).toHaveValue('');

    // The same number written another way is already there: the server's 409, under the value.
    await form.getByLabel('মোবাইল নম্বর').fill('০১৭১১২২৩৩৪৪');
    await reason.fill('আবার');
    await add.click();
    await expect(form.getByLabel('মোবাইল নম্বর')).toHaveAccessibleDescription(/এটি আগেই বন্ধের তালিকায় আছে/);
    await expect(entries).toHaveCount(1);

    // A range no address can have: the server's words under the field, and nothing added.
    await form.getByRole('radio', { name: /IP ঠিকানা/ }).check();
    const address = form.getByLabel('IP ঠিকানা বা পরিসর');
    await address.fill('203.0.113.0/33');
    await reason.fill('একই জায়গা থেকে অনেক ভুয়া অর্ডার');
    await add.click();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription(/একটি IP ঠিকানা \(যেমন 203\.0\.113\.7\) বা পরিসর/);
    await expect(address).toBeFocused();
    await expect(entries).toHaveCount(1);
    expect((await dataOf<unknown[]>(await adminApi.get('/api/risk/blocklist'))).length).toBe(1);

    const main = page.locator('#admin-main');
    expect(await smallControls(main)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Asked first: "no" keeps it, "yes" takes it off.
    const remove = entries.getByRole('button', { name: '01711223344 তালিকা থেকে সরান' });
    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.dismiss();
    });
    await remove.click();
    expect(question).toContain('01711223344');
    await expect(entries).toHaveCount(1);
    page.once('dialog', (dialog) => void dialog.accept());
    await remove.click();
    await expect(page.getByText('বন্ধের তালিকা থেকে সরানো হয়েছে')).toBeVisible();
    await expect(entries).toHaveCount(0);
    await expect(blocklist.getByText('বন্ধের তালিকা এখন খালি', { exact: false })).toBeVisible();
    expect(await dataOf<unknown[]>(await adminApi.get('/api/risk/blocklist'))).toEqual([]);

    // Back to the shipped settings, which the owner still has to save.
    await settings.getByRole('button', { name: 'শুরুর মান ফিরিয়ে আনুন' }).click();
    await expect(threshold).toHaveValue('৫০');
    await expect(returned).toHaveValue('৪৫');
    // Not saved yet: leaving for the Connections page asks first, and "no" stays.
    let leaving = '';
    page.once('dialog', (dialog) => {
      leaving = dialog.message();
      void dialog.dismiss();
    });
    await settings.getByRole('link', { name: 'সংযোগ পাতায় যান' }).click();
    await expect.poll(() => leaving).toContain('এখনো সংরক্ষণ হয়নি');
    await expect(page).toHaveURL(/\/admin\/risk$/);
    await save.click();
    // The first save's toast may still be leaving.
    await expect(page.getByText('ভুয়া অর্ডারের সেটিং সংরক্ষণ হয়েছে').last()).toBeVisible();
    expect((await dataOf<{ threshold: number }>(await adminApi.get('/api/risk/settings'))).threshold).toBe(
      50,
    );
  });
});

test('order staff have no entry for it, and the page says it is the owner’s', async ({
  browser,
  adminApi,
  request,
  shop,
}) => {
  const email = `staff-risk-${Date.now()}@example.com`;
  const password = 'a-good-password';
  await dataOf(
    await adminApi.post('/api/user/add', { data: { name: 'কল সেন্টারের রুমা', email, password, role: 'staff' } }),
  );
  const { token } = await dataOf<{ token: string }>(
    await request.post('/api/user/login', { data: { email, password } }),
  );
  expect(
    (await request.get('/api/risk/settings', { headers: { Authorization: `bearer ${token}` } })).status(),
  ).toBe(403);

  const context = await browser.newContext({
    baseURL: shop.baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'bn-BD',
    timezoneId: 'Asia/Dhaka',
  });
  const page = await context.newPage();
  try {
    await storeToken(page, token);
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    const menu = page.getByRole('dialog').getByRole('navigation', { name: 'অ্যাডমিন মেনু' });
    await expect(menu.getByRole('link')).toHaveText(['ড্যাশবোর্ড', 'অর্ডার', 'অসম্পূর্ণ অর্ডার']);

    await page.goto('/admin/risk');
    await expect(page.getByRole('alert')).toContainText('এই পাতা শুধু দোকানের মালিকের জন্য।');
    await expect(page.getByRole('heading', { name: PAGE_NAME })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
