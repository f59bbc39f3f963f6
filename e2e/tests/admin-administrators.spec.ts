import { expect, test } from '../support/admin.js';
import { ADMIN_EMAIL } from '../support/constants.js';

// The server answers 409 to the duplicate email and the self-delete on purpose.
test.use({ allowedConsoleErrors: [/status of 409/] });

test('add an administrator, refuse the same email twice, then delete them', async ({ adminPage: page }) => {
  const email = `helper-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/admin/administrator/add');

  // The contract's rules run in the browser first.
  await page.getByRole('button', { name: 'অ্যাডমিন যোগ করুন' }).click();
  await expect(page.getByText('এই ঘরটি পূরণ করুন')).toBeVisible();
  await page.getByLabel('নাম').fill('দোকানের সহকারী');
  await page.getByLabel('ইমেইল').fill(email);
  await page.getByLabel('পাসওয়ার্ড').fill('short');
  await page.getByRole('button', { name: 'অ্যাডমিন যোগ করুন' }).click();
  await expect(page.getByText('পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে')).toBeVisible();

  await page.getByLabel('পাসওয়ার্ড').fill('a-good-password');
  await page.getByRole('button', { name: 'অ্যাডমিন যোগ করুন' }).click();
  await expect(page).toHaveURL(/\/admin\/administrator\/all$/);
  await expect(page.getByText('নতুন অ্যাডমিন যোগ হয়েছে')).toBeVisible();
  const row = page.locator(`tr[data-administrator="${email}"]`);
  await expect(row).toContainText('দোকানের সহকারী');

  // The same email again: the server's 409 lands on the email field.
  await page.goto('/admin/administrator/add');
  await page.getByLabel('নাম').fill('আরেকজন');
  await page.getByLabel('ইমেইল').fill(email.toUpperCase());
  await page.getByLabel('পাসওয়ার্ড').fill('another-password');
  await page.getByRole('button', { name: 'অ্যাডমিন যোগ করুন' }).click();
  await expect(page.getByText('এই ইমেইল দিয়ে আরেকজন অ্যাডমিন আছেন')).toBeVisible();
  await expect(page.getByLabel('ইমেইল')).toHaveAttribute('aria-invalid', 'true');

  await page.goto('/admin/administrator/all');
  page.once('dialog', (dialog) => void dialog.dismiss());
  await row.getByRole('button', { name: /মুছুন/ }).click();
  await expect(row).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: /মুছুন/ }).click();
  await expect(page.getByText('অ্যাডমিন মুছে ফেলা হয়েছে')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('edit an administrator’s name in the dialog', async ({ adminPage: page, adminApi, request }) => {
  const email = `editor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const created = await request.post('/api/user/add', {
    headers: { Authorization: `bearer ${adminApi.token}` },
    data: { name: 'পুরনো নাম', email, password: 'a-good-password' },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = ((await created.json()) as { data: { _id: string } }).data;

  await page.goto('/admin/administrator/all');
  const row = page.locator(`tr[data-administrator="${email}"]`);
  await row.getByRole('button', { name: /সম্পাদনা/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('ইমেইল')).toHaveValue(email);
  await dialog.getByLabel('নাম').fill('নতুন নাম');
  await dialog.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('অ্যাডমিনের তথ্য সংরক্ষণ হয়েছে')).toBeVisible();
  await expect(row).toContainText('নতুন নাম');

  expect((await adminApi.deleteAdministrator(id)).status()).toBe(200);
});

test('your own row cannot be deleted, and the server refuses it too', async ({
  adminPage: page,
  adminApi,
}) => {
  const me = await adminApi.me();
  expect(me.email).toBe(ADMIN_EMAIL);
  await page.goto('/admin/administrator/all');
  const own = page.locator(`tr[data-administrator="${ADMIN_EMAIL}"]`);
  await expect(own).toContainText('আপনি');
  await expect(own.getByRole('button', { name: /মুছুন/ })).toHaveCount(0);
  await expect(own).toContainText('নিজের অ্যাকাউন্ট মুছে ফেলা যায় না');

  const response = await adminApi.deleteAdministrator(me._id);
  expect(response.status()).toBe(409);
});
