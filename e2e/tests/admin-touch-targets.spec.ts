import { expect, test } from '../support/admin.js';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// The owner and staff run the back office from a phone: every control of a list page and of a
// form is at least 44 px tall, and nothing makes the page scroll sideways.
for (const path of [
  '/admin/faq',
  '/admin/features/all',
  '/admin/product/all',
  '/admin/administrator/all',
  '/admin/faq/add',
  '/admin/feature/section',
]) {
  test(`${path} has thumb-sized controls on a phone`, async ({ adminPage: page }) => {
    await page.goto(path);
    const main = page.locator('#admin-main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('status')).toHaveCount(0);
    const small = await main.evaluate((root) =>
      Array.from(root.querySelectorAll('a, button, input, textarea, select'))
        .map((element) => ({
          name: (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim(),
          height: element.getBoundingClientRect().height,
        }))
        .filter((control) => control.height > 0 && control.height < 44),
    );
    expect(small).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
