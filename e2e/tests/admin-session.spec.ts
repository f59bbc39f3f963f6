import { expect, readStoredToken, signInThroughForm, storeToken, TOKEN_KEY, test } from '../support/admin.js';
import { ADMIN_EMAIL } from '../support/constants.js';

const base64Url = (value: string) => Buffer.from(value).toString('base64url');
const unsignedToken = (claims: object) =>
  `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.c2lnbmF0dXJl`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

test('signed out, /admin/orders leads to the login page and back after signing in; logout ends it', async ({
  page,
}) => {
  await page.goto('/admin/orders?status=pending');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders%3Fstatus%3Dpending$/);
  await expect(page.getByRole('heading', { name: 'অ্যাডমিন লগইন' })).toBeVisible();
  // The inputs the spec names, with visible labels.
  await expect(page.locator('input[name="email"]')).toBeVisible();
  await expect(page.locator('input[name="password"]')).toHaveAttribute('type', 'password');

  await signInThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/orders\?status=pending$/);
  await expect(page.getByRole('heading', { name: 'অর্ডার', level: 1 })).toBeVisible();
  expect(await readStoredToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  await expect(page.getByTestId('admin-name').first()).toBeAttached();

  await page.getByRole('button', { name: 'লগআউট' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('আপনি লগআউট করেছেন।')).toBeVisible();
  expect(await readStoredToken(page)).toBeNull();

  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders$/);
});

test.describe('wrong credentials', () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('show the server’s message and keep the admin on the login page', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('ইমেইল').fill(ADMIN_EMAIL);
    await page.getByLabel('পাসওয়ার্ড').fill('not-the-password');
    await page.getByRole('button', { name: 'লগইন করুন' }).click();
    await expect(page.getByRole('alert')).toHaveText('ইমেইল বা পাসওয়ার্ড সঠিক নয়');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await readStoredToken(page)).toBeNull();
  });
});

test('field mistakes show under their field without asking the server', async ({ page }) => {
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/user/login')) loginCalls += 1;
  });
  await page.goto('/admin/login');
  await page.getByLabel('ইমেইল').fill('not-an-email');
  await page.getByRole('button', { name: 'লগইন করুন' }).click();
  await expect(page.getByText('সঠিক ইমেইল ঠিকানা লিখুন')).toBeVisible();
  await expect(page.getByText('এই ঘরটি পূরণ করুন')).toBeVisible();
  await expect(page.getByLabel('ইমেইল')).toHaveAttribute('aria-invalid', 'true');
  expect(loginCalls).toBe(0);
});

for (const [kind, token] of [
  ['an expired token', () => unsignedToken({ sub: 'x', exp: nowSeconds() - 60 })],
  ['a token without exp', () => unsignedToken({ sub: 'x' })],
  ['garbage', () => 'not-a-token'],
] as const) {
  test(`${kind} in localStorage is dropped at start without asking the server`, async ({ page }) => {
    await storeToken(page, token());
    const sessionChecks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/logged-user')) sessionChecks.push(request.url());
    });
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'অ্যাডমিন লগইন' })).toBeVisible();
    expect(await readStoredToken(page)).toBeNull();
    expect(sessionChecks).toEqual([]);
  });
}

test.describe('a token the server refuses', () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('is removed after the check and the admin is asked to sign in again', async ({ page }) => {
    // Well-formed and not expired, but not signed by this server.
    await storeToken(page, unsignedToken({ sub: 'AbCdEfGhIjKlMnOp', tv: 0, exp: nowSeconds() + 3600 }));
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders$/);
    await expect(page.getByText('আপনার সেশন শেষ হয়েছে। আবার লগইন করুন।')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });
});

test('an anonymous client can read no order list, change no order and see no figures', async ({
  request,
}) => {
  const someId = 'AbCdEfGhIjKlMnOpQrStUv';
  const calls = [
    request.get('/api/order/all-orders'),
    request.get('/api/dashboard/stats'),
    request.get('/api/user/all'),
    request.get('/api/user/logged-user'),
    request.put(`/api/order/update/status/${someId}`, { data: { status: 'shipped' } }),
    request.delete(`/api/order/delete/${someId}`),
  ];
  for (const response of await Promise.all(calls)) expect(response.status()).toBe(401);
});

test('the back office’s code is not part of the storefront', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /admin|auth|dashboard|orders-admin|administrators/.test(url))).toEqual([]);
});

test.describe('a session that ends while the admin works', () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('sends them to the login page, which will bring them back', async ({ adminPage: page }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'ড্যাশবোর্ড', level: 1 })).toBeVisible();
    // The token stops working on the server (it expired, or the password was changed elsewhere).
    await page.route('**/api/order/all-orders**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'আপনার সেশন শেষ হয়েছে। আবার লগইন করুন।' }),
      }),
    );
    await page
      .getByRole('navigation', { name: 'অ্যাডমিন মেনু' })
      .getByRole('link', { name: 'অর্ডার', exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders$/);
    await expect(page.getByText('আপনার সেশন শেষ হয়েছে। আবার লগইন করুন।')).toBeVisible();
    expect(await readStoredToken(page)).toBeNull();
  });
});
