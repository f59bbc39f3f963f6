import { expect, test } from '../support/fixtures.js';
import { startAsTheReadmeSays } from '../support/server.js';

/**
 * The README's promise, kept on every run: `npm install && npm start` in a fresh folder prints the
 * first administrator, and signing in with exactly what it printed reaches the dashboard. No
 * variable the other tests set is given here (no ADMIN_EMAIL, no ADMIN_PASSWORD).
 */
test('a new owner signs in with the administrator npm start printed and reaches the dashboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const shop = await startAsTheReadmeSays();
  try {
    const printed = /First administrator created: (\S+) \/ (\S+)/.exec(shop.output());
    expect(printed, shop.output()).not.toBeNull();
    const [, email = '', password = ''] = printed ?? [];
    expect(email).toBe('admin@localhost');

    await page.goto(`${shop.baseURL}/admin`);
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.getByLabel('ইমেইল').fill(email);
    await page.getByLabel('পাসওয়ার্ড').fill(password);
    await page.getByRole('button', { name: 'লগইন করুন' }).click();

    await expect(page.getByRole('heading', { name: 'ড্যাশবোর্ড', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(`${shop.baseURL}/admin`);
    // The demo shop is there too: the storefront the README promises from the same two lines.
    await page.goto(shop.baseURL);
    await expect(page.locator('main')).toContainText('৳');
  } finally {
    // Leave the shop before it stops, so the page's late requests are not errors of this test.
    await page.goto('about:blank');
    await shop.stop();
  }
});
