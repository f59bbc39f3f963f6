import { request as playwrightRequest } from '@playwright/test';
import { readStoredToken, TOKEN_KEY } from '../support/admin.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/constants.js';
import { expect, test } from '../support/own-shop.js';

// Each test signs in and out of a shop of its own: ending sessions must not end the shared server's.
test.use({ allowedConsoleErrors: [/status of 401/] });

async function signIn(page: import('@playwright/test').Page) {
  await page.goto('/admin/login');
  await page.getByLabel('ইমেইল').fill(ADMIN_EMAIL);
  await page.getByLabel('পাসওয়ার্ড').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'লগইন করুন' }).click();
  await expect(page.getByRole('heading', { name: 'ড্যাশবোর্ড', level: 1 })).toBeVisible();
}

test('after failed tries on the account, the owner is told how many, when and from where', async ({
  page,
  shop,
}) => {
  const stranger = await playwrightRequest.newContext({ baseURL: shop.baseURL });
  for (let attempt = 0; attempt < 3; attempt++) {
    const refused = await stranger.post('/api/user/login', {
      data: { email: ADMIN_EMAIL, password: `guess-${attempt}` },
    });
    expect(refused.status()).toBe(401);
  }
  await stranger.dispose();

  await signIn(page);
  const notice = page.getByRole('alert').filter({ hasText: 'ভুল পাসওয়ার্ড' });
  await expect(notice).toContainText('৩ বার');
  await expect(notice.getByRole('listitem')).toHaveCount(3);
  await expect(notice.getByRole('listitem').first()).toContainText('127.0.0.1');

  // Read once: dismissed, it does not come back on the next page.
  await notice.getByRole('button', { name: 'বুঝেছি' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ড্যাশবোর্ড', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'ভুল পাসওয়ার্ড' })).toHaveCount(0);
});

test('logout ends the token on the server, not only in this browser', async ({ page, shop }) => {
  await signIn(page);
  const token = await readStoredToken(page);
  await page.getByRole('button', { name: 'লগআউট', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  const api = await playwrightRequest.newContext({ baseURL: shop.baseURL });
  const check = await api.get('/api/user/logged-user', { headers: { Authorization: `bearer ${token}` } });
  expect(check.status()).toBe(401);
  await api.dispose();
});

test('ending every session from a phone signs out the other devices too', async ({ browser, shop }) => {
  const phone = await browser.newContext({ baseURL: shop.baseURL, viewport: { width: 390, height: 844 } });
  const laptop = await browser.newContext({ baseURL: shop.baseURL });
  try {
    const phonePage = await phone.newPage();
    const laptopPage = await laptop.newPage();
    await signIn(phonePage);
    await signIn(laptopPage);

    // On a phone the account box sits at the top of the menu.
    await phonePage.getByRole('button', { name: 'মেনু খুলুন' }).click();
    const endAll = phonePage.getByRole('dialog').getByRole('button', { name: 'সব ডিভাইসের সেশন শেষ করুন' });
    const box = await endAll.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await endAll.click();
    await expect(phonePage).toHaveURL(/\/admin\/login$/);

    // The laptop's next step finds its session over.
    await laptopPage.goto('/admin/orders');
    await expect(laptopPage).toHaveURL(/\/admin\/login/);
    expect(await laptopPage.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  } finally {
    await phone.close();
    await laptop.close();
  }
});
