import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { holdChunk } from '../support/held-chunk.js';
import { effectivePrice, fetchProducts, openHome, productCard, taka, text } from '../support/storefront.js';

const viewports = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'desktop', size: { width: 1366, height: 900 } },
];

for (const { name, size } of viewports) {
  test.describe(`product details on a ${name}`, () => {
    test.use({ viewport: size });

    test('See More opens an accessible dialog that keeps focus and closes with Esc', async ({
      page,
      request,
    }) => {
      const [product] = await fetchProducts(request);
      if (!product) throw new Error('no products');
      await openHome(page);
      const seeMore = productCard(page, 0).getByRole('button', { name: new RegExp(`^${text.seeMore}`) });
      await seeMore.click();

      const dialog = page.getByRole('dialog', { name: product.title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog.getByRole('img', { name: product.title })).toBeVisible();
      await expect(dialog).toContainText(taka(effectivePrice(product)));
      if (product.discountPrice > 0) await expect(dialog.locator('del')).toContainText(taka(product.price));
      // The description is the admin's HTML, rendered as HTML (the demo shop's has a list).
      await expect(dialog.locator('li').first()).toBeVisible();

      // Focus moved in, and Tab / Shift+Tab never leave the dialog.
      const focusInDialog = () =>
        page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
      await expect.poll(focusInDialog).toBe(true);
      for (let step = 0; step < 8; step += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInDialog()).toBe(true);
      }
      for (let step = 0; step < 8; step += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusInDialog()).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      // Focus goes back to the button that opened it.
      await expect(seeMore).toBeFocused();
    });

    test('a click on the overlay or the close button closes it', async ({ page, request }) => {
      const products = await fetchProducts(request);
      const second = products[1];
      if (!second) throw new Error('no products');
      await openHome(page);
      const seeMore = productCard(page, 1).getByRole('button', { name: new RegExp(`^${text.seeMore}`) });

      await seeMore.click();
      const dialog = page.getByRole('dialog', { name: second.title });
      await expect(dialog).toBeVisible();
      // The top-left corner is overlay on both sizes (the panel is centred, or a sheet at the bottom).
      await page.getByTestId('dialog-overlay').click({ position: { x: 8, y: 8 } });
      await expect(dialog).toHaveCount(0);

      await seeMore.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'বন্ধ করুন' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(seeMore).toBeFocused();
    });
  });
}

test('the cart buttons in the dialog and on the card are the same cart', async ({ page }) => {
  await openHome(page);
  await productCard(page, 0)
    .getByRole('button', { name: new RegExp(`^${text.seeMore}`) })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: new RegExp(`^${text.addToCart}`) }).click();
  await expect(page.getByText(text.added)).toBeVisible();
  await expect(dialog.locator('output')).toHaveText('১');
  await page.keyboard.press('Escape');
  await expect(productCard(page, 0).locator('output')).toHaveText('১');
});

/** Opens `/` with the app's code held, taps the first card's See More, then lets the code come. */
async function tapSeeMoreBeforeTheApp(page: Page) {
  const app = await holdChunk(page, 'main');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(app.held).toBe(1);
  await productCard(page, 0)
    .getByRole('button', { name: new RegExp(`^${text.seeMore}`) })
    .click();
  app.release();
}

// On a phone's slow data the page is up before its code: a See More tapped before the app or the
// dialog's code has arrived is not lost, it opens the dialog once the code has come.
test.describe('See More tapped before its code has arrived', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('before the app has started: the dialog opens once it has', async ({ page, request }) => {
    const [product] = await fetchProducts(request);
    if (!product) throw new Error('no products');
    await tapSeeMoreBeforeTheApp(page);
    await expect(page.getByRole('dialog', { name: product.title })).toBeVisible();
  });

  test("while the dialog's code is on its way: the dialog opens when it comes", async ({ page, request }) => {
    const [product] = await fetchProducts(request);
    if (!product) throw new Error('no products');
    await openHome(page);
    const dialogCode = await holdChunk(page, 'product-details-modal');
    await productCard(page, 0)
      .getByRole('button', { name: new RegExp(`^${text.seeMore}`) })
      .click();
    await expect.poll(dialogCode.held).toBe(1);
    dialogCode.release();
    await expect(page.getByRole('dialog', { name: product.title })).toBeVisible();
  });

  test.describe('when the data the server drew the page from is gone', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('before the app has started: the dialog opens once the app has drawn the products', async ({
      page,
      request,
    }) => {
      const [product] = await fetchProducts(request);
      if (!product) throw new Error('no products');
      // The file the server rendered `/` from is gone (the content changed since): the app draws the
      // page afresh from the API, after it has started.
      await page.route(/\/page-files\/[\w-]+\.json$/, (route) => route.fulfill({ status: 404 }));
      await tapSeeMoreBeforeTheApp(page);
      await expect(page.getByRole('dialog', { name: product.title })).toBeVisible();
    });
  });
});
