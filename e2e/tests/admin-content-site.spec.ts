import { dataOf, expect, icoFile, pngFile, test } from '../support/own-shop.js';
import { addToCart, openHome, taka, text } from '../support/storefront.js';

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('SEO title: previewed as typed, then in the raw HTML of /, escaped', async ({
  adminPage: page,
  request,
}) => {
  const marker = Date.now().toString(36);
  const title = `আমের মৌসুম & <অফার> ${marker}`;
  await page.goto('/admin/seo');
  await page.getByLabel('পাতার শিরোনাম (title)').fill(title);
  const preview = page.getByTestId('search-preview');
  await expect(preview).toContainText(title);
  await page.getByLabel('দোকানের ঠিকানা (url)').fill('https://www.haat.com.bd/shop');
  await expect(preview).toContainText('haat.com.bd › shop');
  // Google cuts a long description: so does the preview.
  await page.getByLabel('বর্ণনা (description)').fill('আ'.repeat(200));
  await expect(preview).toContainText(`${'আ'.repeat(160)}...`);
  await page.getByLabel('বর্ণনা (description)').fill('রাজশাহীর আম, সুন্দরবনের মধু।');

  // The tag manager id has one shape; the hint says which.
  const gtm = page.getByLabel('গুগল ট্যাগ ম্যানেজার আইডি');
  await expect(page.getByText(/GTM-XXXXXXX আকারের/)).toBeVisible();
  await gtm.fill('GTM-12');
  await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('GTM-XXXXXXX আকারে লিখুন')).toBeVisible();
  await expect(gtm).toHaveAttribute('aria-invalid', 'true');
  await gtm.fill('');

  await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('এসইও সংরক্ষণ হয়েছে')).toBeVisible();
  const html = await (await request.get('/')).text();
  expect(html).toContain(`<title>আমের মৌসুম &amp; &lt;অফার&gt; ${marker}</title>`);
  expect(html).not.toContain('<অফার>');
});

test('the inside-Dhaka fee: the order form on / charges the new one', async ({ adminPage: page }) => {
  await page.goto('/admin/businessInfo');
  const settings = page.getByRole('region', { name: 'ডেলিভারি চার্জ ও হটলাইন' });
  const inside = settings.getByLabel('ঢাকার ভিতরে ডেলিভারি চার্জ (টাকা)');
  await expect(inside).not.toHaveValue('');
  await inside.fill('১.৫');
  await settings.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(settings.getByText('টাকার পরিমাণ ০ বা তার বেশি পূর্ণ সংখ্যা হতে হবে')).toBeVisible();
  // Bengali digits, as a phone's Bengali keyboard types them.
  await inside.fill('৯৫');
  await settings.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('ডেলিভারি চার্জ ও হটলাইন সংরক্ষণ হয়েছে')).toBeVisible();
  await expect(inside).toHaveValue('95');

  await openHome(page);
  await addToCart(page, 0);
  // Dhaka's fee in the delivery table the settings make until the owner saves one (decision 067).
  await page.getByLabel(text.cityLabel).fill('ঢাকা');
  await expect(page.locator('#order').getByTestId('shipping')).toHaveText(taka(95));
});

test('business info: the footer shows the new name; a bad link stays on its field', async ({
  adminPage: page,
}) => {
  const name = unique('হাট কৃষিপণ্য');
  await page.goto('/admin/businessInfo');
  const info = page.getByRole('region', { name: 'নাম ও যোগাযোগ' });
  await info.getByLabel('ফেসবুক পেজের লিংক').fill('javascript:alert(1)');
  await info.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(info.getByText('সঠিক লিংক লিখুন (https://...)')).toBeVisible();
  await info.getByLabel('ফেসবুক পেজের লিংক').fill('https://facebook.com/haat.test');
  await info.getByLabel('প্রতিষ্ঠানের নাম').fill(name);
  await info.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('ব্যবসার তথ্য সংরক্ষণ হয়েছে')).toBeVisible();

  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(name);
  await expect(footer.locator('a[href="https://facebook.com/haat.test"]')).toHaveCount(1);
});

test('a new logo reaches the header, a new favicon (ICO) the page head', async ({
  adminPage: page,
  adminApi,
  request,
}) => {
  const [before] = await dataOf<Array<{ logo: string }>>(await adminApi.get('/api/logo/all'));
  await page.goto('/admin/front-end/logo');
  await expect(page.getByTestId('image-current')).toHaveAttribute('src', new RegExp(before?.logo ?? 'x'));
  await page.getByLabel('লোগোর ছবি').setInputFiles(pngFile('logo.png', [30, 90, 30]));
  await expect(page.getByTestId('image-preview')).toBeVisible();
  await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('লোগো সংরক্ষণ হয়েছে')).toBeVisible();
  const [logo] = await dataOf<Array<{ logo: string }>>(await adminApi.get('/api/logo/all'));
  expect(logo?.logo).not.toBe(before?.logo);
  await expect(page.getByTestId('image-current')).toHaveAttribute('src', new RegExp(logo?.logo ?? 'x'));

  await page.goto('/admin/front-end/favicon');
  await page.getByLabel('ফেভিকনের ছবি').setInputFiles(icoFile('favicon.ico'));
  await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('ফেভিকন সংরক্ষণ হয়েছে')).toBeVisible();
  const favicon = await dataOf<{ icon: string }>(await adminApi.get('/api/favicon/all'));

  const html = await (await request.get('/')).text();
  expect(html).toContain(`/api/favicon/${favicon.icon.replace(/\.webp$/, '')}-32.png`);
  await page.goto('/');
  const base = logo?.logo.replace(/\.webp$/, '') ?? 'x';
  await expect(page.getByRole('banner').getByRole('img')).toHaveAttribute('src', new RegExp(base));
});
