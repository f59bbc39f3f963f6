import { expect, test } from '../support/admin.js';

// The section throws on purpose while drawing an answer of the wrong shape; React reports it.
test.use({ allowedConsoleErrors: [/Cannot read properties of null/] });

const SECTION_FAILED = 'এই অংশটি দেখাতে একটি সমস্যা হয়েছে। আবার চেষ্টা করুন; না হলে মেনু থেকে অন্য পাতায় যান।';

test('a section that fails shows a Bengali message and a retry; the menu and other pages still work', async ({
  adminPage: page,
}) => {
  // An answer of an unexpected shape (a list that is not there) makes the FAQ list throw while drawing.
  const malformed = (route: import('@playwright/test').Route) =>
    route.fulfill({ json: { success: true, data: null } });
  await page.route('**/api/faq/all', malformed);
  await page.goto('/admin/faq');

  const failure = page.getByRole('alert').filter({ hasText: SECTION_FAILED });
  await expect(failure).toBeVisible();
  // The rest of the back office is there and works.
  await expect(page.getByRole('heading', { name: 'সব প্রশ্ন', level: 1 })).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'অ্যাডমিন মেনু' });
  await menu.getByRole('link', { name: 'সব ফিচার' }).click();
  await expect(page.getByRole('heading', { name: 'সব ফিচার', level: 1 })).toBeVisible();
  await expect(failure).toHaveCount(0);

  // Back to the broken section; once the server answers properly, retry shows it.
  await menu.getByRole('link', { name: 'সব প্রশ্ন' }).click();
  await expect(failure).toBeVisible();
  await page.unroute('**/api/faq/all', malformed);
  await failure.getByRole('button', { name: 'আবার চেষ্টা করুন' }).click();
  await expect(page.getByRole('heading', { name: 'সব প্রশ্ন', level: 1 })).toBeVisible();
  await expect(page.locator('li[data-faq-id]').first()).toBeVisible();
  await expect(failure).toHaveCount(0);
});
