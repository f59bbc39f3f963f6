import {
  expect,
  orderRows,
  placeOrder,
  signInThroughForm,
  statusNames,
  test,
  uniquePhone,
} from '../support/admin.js';

const viewports = [
  { name: 'phone', size: { width: 390, height: 844 }, phone: true },
  { name: 'desktop', size: { width: 1366, height: 900 }, phone: false },
];

// The owner's daily round: sign in, find a new order by the customer's phone, mark it shipped, print
// its invoice and see it counted on the dashboard.
for (const { name, size, phone: onPhone } of viewports) {
  test.describe(`the owner's round on a ${name}`, () => {
    test.use({ viewport: size, hasTouch: onPhone, isMobile: onPhone });

    test('sign in → orders → find by phone → ship → print → dashboard', async ({ page, request }) => {
      const phone = uniquePhone();
      const order = await placeOrder(request, { phone, name: 'জাহিদ হাসান' });

      await page.goto('/admin');
      await expect(page).toHaveURL(/\/admin\/login$/);
      await signInThroughForm(page);
      await expect(page.getByRole('heading', { name: 'ড্যাশবোর্ড', level: 1 })).toBeVisible();

      const menu = page.getByRole('navigation', { name: 'অ্যাডমিন মেনু' });
      if (onPhone) {
        // The sidebar is a drawer behind the menu button, drawn only once opened: closed, its two
        // dozen links were a large part of the layout's first drawing on a phone.
        await expect(menu).toBeHidden();
        await expect(page.locator('dialog a')).toHaveCount(0);
        await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
      }
      await menu.getByRole('link', { name: 'অর্ডার', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/orders$/);
      if (onPhone) await expect(menu).toBeHidden();

      await page.getByRole('searchbox', { name: 'খুঁজুন' }).fill(phone);
      await page.getByRole('searchbox', { name: 'খুঁজুন' }).press('Enter');
      await expect(orderRows(page)).toHaveCount(1);
      const row = orderRows(page).first();
      await expect(row.getByRole('link', { name: `INV-${order.invoiceNumber}` })).toBeVisible();
      await expect(row.locator(`a[href="tel:${phone}"]`)).toBeVisible();
      // Readable without scrolling sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

      await row.getByRole('link', { name: `INV-${order.invoiceNumber}` }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/order/${order._id}$`));
      await page.getByLabel('অবস্থা বদলান').selectOption('shipped');
      await expect(page.getByText('Status updated')).toBeVisible();
      await expect(page.locator('h1 + [data-status]')).toHaveText(statusNames.shipped);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

      const [invoice] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('link', { name: /Print/ }).click(),
      ]);
      await expect(invoice.getByRole('heading', { name: `INV-${order.invoiceNumber}` })).toBeVisible();
      await expect(invoice.getByText('Cash on delivery')).toBeVisible();
      await invoice.close();

      await page.goto('/admin/dashboard');
      await expect(page.locator('[data-period="today"] [data-status-count="shipped"]')).toBeVisible();
      await expect(page.getByRole('link', { name: /INV-/ }).first()).toBeVisible();
    });
  });
}
