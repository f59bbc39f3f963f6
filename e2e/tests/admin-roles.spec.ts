import { expect, placeOrder, storeToken, test } from '../support/admin.js';

// Decision 028: an owner adds order staff; a staff account sees the order desk
// and nothing else.

test('an owner adds order staff, who work orders and see nothing of content, settings or administrators', async ({
  adminPage: page,
  browser,
  request,
}) => {
  const email = `staff-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/admin/administrator/add');
  await page.getByLabel('নাম').fill('কল সেন্টারের রুমা');
  await page.getByLabel('ইমেইল').fill(email);
  await page.getByLabel('পাসওয়ার্ড').fill('a-good-password');
  // A new person is order staff unless the owner chooses otherwise.
  await expect(page.getByRole('radio', { name: /অর্ডার স্টাফ/ })).toBeChecked();
  await page.getByRole('button', { name: 'অ্যাডমিন যোগ করুন' }).click();
  await expect(page).toHaveURL(/\/admin\/administrator\/all$/);
  await expect(page.locator(`tr[data-administrator="${email}"] [data-role]`)).toHaveText('অর্ডার স্টাফ');

  const login = await request.post('/api/user/login', { data: { email, password: 'a-good-password' } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const order = await placeOrder(request);

  const context = await browser.newContext({ locale: 'bn-BD', timezoneId: 'Asia/Dhaka' });
  const staffPage = await context.newPage();
  try {
    await storeToken(staffPage, token);
    await staffPage.goto('/admin/orders');
    const menu = staffPage.getByRole('navigation', { name: 'অ্যাডমিন মেনু' }).first();
    await expect(menu.getByRole('link')).toHaveText(['ড্যাশবোর্ড', 'অর্ডার', 'অসম্পূর্ণ অর্ডার']);
    await expect(staffPage.getByTestId('admin-role').first()).toHaveText('অর্ডার স্টাফ');

    await staffPage.goto(`/admin/order/${order._id}`);
    await expect(staffPage.getByRole('button', { name: 'অর্ডার বদলান' })).toBeVisible();
    await expect(staffPage.getByRole('button', { name: 'Delete order' })).toHaveCount(0);

    for (const path of ['/admin/product/all', '/admin/administrator/all', '/admin/seo']) {
      await staffPage.goto(path);
      await expect(staffPage.getByRole('alert')).toContainText('এই পাতা শুধু দোকানের মালিকের জন্য।');
    }
  } finally {
    await context.close();
  }
});
