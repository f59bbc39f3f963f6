import { expect, test } from '../support/admin.js';

// Nothing here is saved: the forms are left, or not, before anything reaches the server.
const LEAVE_QUESTION = 'এই ফর্মের পরিবর্তনগুলো এখনো সংরক্ষণ হয়নি। সংরক্ষণ না করেই চলে যাবেন?';

test('leaving a form with unsaved edits for another page asks first; staying keeps the edits', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/faq/add');
  const question = page.getByLabel('প্রশ্ন');
  await question.click();
  await question.fill('এই লেখা এখনো সংরক্ষণ হয়নি');
  const menu = page.getByRole('navigation', { name: 'অ্যাডমিন মেনু' });

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await menu.getByRole('link', { name: 'সব ফিচার' }).click();
  await expect.poll(() => asked).toEqual([`confirm: ${LEAVE_QUESTION}`]);
  await expect(page).toHaveURL(/\/admin\/faq\/add$/);
  await expect(question).toHaveValue('এই লেখা এখনো সংরক্ষণ হয়নি');

  // The cancel button leaves too: the same question, and yes leaves.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'বাতিল' }).click();
  await expect(page).toHaveURL(/\/admin\/faq$/);
});

test('the browser’s Back from a form with unsaved edits asks too: staying keeps the page and the edits, yes goes back', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/faq');
  await page.getByRole('main').locator('a[href="/admin/faq/add"]').click();
  await expect(page).toHaveURL(/\/admin\/faq\/add$/);
  const question = page.getByLabel('প্রশ্ন');
  await question.click();
  await question.fill('ফিরে যাওয়ার আগে লেখা');

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  // history.back(), not page.goBack(): the router puts the entry back, and no page load follows.
  await page.evaluate(() => window.history.back());
  await expect.poll(() => asked).toEqual([LEAVE_QUESTION]);
  await expect(page).toHaveURL(/\/admin\/faq\/add$/);
  await expect(question).toHaveValue('ফিরে যাওয়ার আগে লেখা');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.evaluate(() => window.history.back());
  await expect(page).toHaveURL(/\/admin\/faq$/);
  // Gone back for good: Forward reaches the form again, as the browser's own history would.
  await page.evaluate(() => window.history.forward());
  await expect(page).toHaveURL(/\/admin\/faq\/add$/);
});

test('an untouched form, or one changed back, is left without a question', async ({ adminPage: page }) => {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.goto('/admin/seo');
  const title = page.getByLabel('পাতার শিরোনাম (title)');
  const stored = await title.inputValue();
  await title.fill(`${stored} (খসড়া)`);
  await title.fill(stored);
  await page.getByRole('navigation', { name: 'অ্যাডমিন মেনু' }).getByRole('link', { name: 'ড্যাশবোর্ড' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(asked).toEqual([]);
});

test('closing or reloading the tab with unsaved edits gets the browser’s question', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/faq/add');
  const answer = page.getByLabel('উত্তর');
  // A real tap: browsers ask only on a page the visitor has used.
  await answer.click();
  await answer.fill('অর্ধেক লেখা উত্তর');

  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await dialog;
  expect(question.type()).toBe('beforeunload');
  await question.accept();
});
