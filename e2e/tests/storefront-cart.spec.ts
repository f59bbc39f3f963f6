import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import {
  addToCart,
  count,
  effectivePrice,
  fetchProducts,
  fetchShippingFees,
  openHome,
  orderSection,
  productCard,
  storedCart,
  taka,
  text,
} from '../support/storefront.js';

/**
 * Moves the page's clock on in small steps until `locator` shows: the toast library arrives over the
 * network on the first toast, and the page draws it on its next frames. The toast then has lived at
 * most a step or two of the clock, whatever the machine's speed.
 */
async function runUntilShown(page: Page, locator: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await locator.isVisible()) return true;
        await page.clock.runFor(50);
        return false;
      },
      { intervals: [20] },
    )
    .toBe(true);
}

/**
 * Moves the page's clock 250 ms at a time until `locator` is gone, and fails if that takes more than
 * `withinMs` of it. In steps, not at once: the toast's removal is timed from the render that hides it,
 * and React draws that render in a task of its own between the clock's steps.
 */
async function runUntilGone(page: Page, locator: Locator, withinMs: number): Promise<void> {
  let ran = 0;
  await expect
    .poll(
      async () => {
        if ((await locator.count()) === 0) return true;
        if (ran >= withinMs) throw new Error(`${locator} still shown ${ran} ms later`);
        await page.clock.runFor(250);
        ran += 250;
        return false;
      },
      { intervals: [20], timeout: 20_000 },
    )
    .toBe(true);
}

test.describe('cart', () => {
  test('adds, counts up and down (never below 1), removes, and keeps the cart across a reload', async ({
    page,
    request,
  }) => {
    const [first] = await fetchProducts(request);
    if (!first) throw new Error('no products');
    await openHome(page);
    const card = productCard(page, 0);
    const quantity = card.locator('output');

    await addToCart(page, 0);
    await expect(quantity).toHaveText(count(1));
    expect(await storedCart(page)).toEqual([
      {
        id: first._id,
        // The card's size, its first (decision 064).
        productId: first._id,
        sizeId: first.sizes[0]?._id,
        sizeName: first.sizes[0]?.name,
        weightGrams: first.sizes[0]?.weightGrams,
        title: first.title,
        price: first.price,
        discountPrice: first.discountPrice,
        img: first.img,
        quantity: 1,
      },
    ]);

    await card.getByRole('button', { name: new RegExp(text.increase) }).click();
    await card.getByRole('button', { name: new RegExp(text.increase) }).click();
    await expect(quantity).toHaveText(count(3));
    await expect.poll(async () => (await storedCart(page))[0]?.quantity).toBe(3);

    const minus = card.getByRole('button', { name: new RegExp(text.decrease) });
    await minus.click();
    await minus.click();
    await expect(quantity).toHaveText(count(1));
    // At 1 the minus button says it is unavailable and pressing it changes nothing.
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    // Forced: Playwright itself refuses to press an aria-disabled button.
    await minus.click({ force: true });
    await expect(quantity).toHaveText(count(1));
    expect((await storedCart(page))[0]?.quantity).toBe(1);

    await card.getByRole('button', { name: new RegExp(text.increase) }).click();
    await expect.poll(async () => (await storedCart(page))[0]?.quantity).toBe(2);

    // The stored cart comes back after a reload: on the card and in the order summary.
    await openHome(page);
    await expect(quantity).toHaveText(count(2));
    const line = orderSection(page).getByTestId('order-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(first.title);
    await expect(line.getByTestId('line-total')).toHaveText(taka(effectivePrice(first) * 2));

    // Removing is a separate control in the order summary.
    await line.getByRole('button', { name: new RegExp(text.remove) }).click();
    await expect(line).toHaveCount(0);
    await expect(card.getByRole('button', { name: new RegExp(`^${text.addToCart}`) })).toBeVisible();
    expect(await storedCart(page)).toEqual([]);
  });

  test('shows the success toast for 2 s and refuses a product already in the cart with a 4 s error toast', async ({
    page,
    request,
  }) => {
    const [, second] = await fetchProducts(request);
    if (!second) throw new Error('no products');
    // The toasts' timers run on Playwright's clock, which moves only when the test says: a busy
    // machine can neither stretch a toast's 2 s nor make it look shorter.
    await page.clock.install();
    await openHome(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    const success = page.getByText(text.added);
    await addToCart(page, 1);
    await runUntilShown(page, success);
    await page.clock.runFor(1_800);
    await expect(success).toBeVisible();
    // Gone after its 2 seconds (plus the toast's exit animation), long before an error's 4.
    await runUntilGone(page, success, 2_000);

    // Another tab put the product in the cart and this one has not heard yet: its card still offers
    // "Add to Cart". Adding is refused, the cart keeps one unit, and the card catches up.
    const third = (await fetchProducts(request))[2];
    if (!third) throw new Error('no products');
    await page.evaluate((product) => {
      const cart = JSON.parse(localStorage.getItem('cartState') ?? '[]');
      cart.push({ ...product, id: product._id, quantity: 1 });
      localStorage.setItem('cartState', JSON.stringify(cart));
    }, third);
    const card = productCard(page, 2);
    await card.getByRole('button', { name: new RegExp(`^${text.addToCart}`) }).click();
    const error = page.getByText(text.alreadyAdded);
    await runUntilShown(page, error);
    await expect(page.getByText(text.added)).toHaveCount(0);
    await expect(card.locator('output')).toHaveText(count(1));
    expect((await storedCart(page)).map((item) => [item.id, item.quantity])).toEqual([
      [second._id, 1],
      [third._id, 1],
    ]);
    await page.clock.runFor(3_800);
    await expect(error).toBeVisible();
    // Gone after its 4 seconds and the exit animation.
    await runUntilGone(page, error, 2_000);
  });

  test('the order summary shows each line and the totals from the effective prices', async ({
    page,
    request,
  }) => {
    const products = await fetchProducts(request);
    const fees = await fetchShippingFees(request);
    // One with a discount and one without, to check the discount rule on both.
    const discounted = products.findIndex((product) => product.discountPrice > 0);
    const plain = products.findIndex((product) => product.discountPrice === 0);
    expect(discounted).toBeGreaterThanOrEqual(0);
    expect(plain).toBeGreaterThanOrEqual(0);
    await openHome(page);
    await addToCart(page, discounted);
    await addToCart(page, plain);
    await productCard(page, plain)
      .getByRole('button', { name: new RegExp(text.increase) })
      .click();

    const a = products[discounted];
    const b = products[plain];
    if (!a || !b) throw new Error('no products');
    const subtotal = a.discountPrice + b.price * 2;
    const summary = orderSection(page);
    await expect(summary.getByTestId('order-line')).toHaveCount(2);
    await expect(summary.getByTestId('subtotal')).toHaveText(taka(subtotal));
    // The fee is the district's (decision 067): Dhaka's is the inside-Dhaka fee.
    await page.getByLabel(text.cityLabel).fill('ঢাকা');
    await expect(summary.getByTestId('shipping')).toHaveText(taka(fees.insideDhaka));
    await expect(summary.getByTestId('total')).toHaveText(taka(subtotal + fees.insideDhaka));
    // The discounted line shows what the customer pays and the old price struck through.
    const discountedLine = summary.getByTestId('order-line').filter({ hasText: a.title });
    await expect(discountedLine.locator('del')).toContainText(taka(a.price));
  });
});

// browserErrors watches the context's pages for console errors, as `page` does in the other tests.
test('a cart changed in another tab shows up in this one', async ({ context, browserErrors: _ }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await openHome(first);
  await openHome(second);

  await addToCart(first, 0);
  // The other tab hears of it through the storage event, without a reload.
  await expect(productCard(second, 0).locator('output')).toHaveText(count(1));
  await expect(orderSection(second).getByTestId('order-line')).toHaveCount(1);

  await orderSection(second)
    .getByTestId('order-line')
    .getByRole('button', { name: new RegExp(text.remove) })
    .click();
  await expect(
    productCard(first, 0).getByRole('button', { name: new RegExp(`^${text.addToCart}`) }),
  ).toBeVisible();
});

test('on a phone, the success toast never covers the header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page);
  await addToCart(page, 0);
  const toast = page.getByRole('status').filter({ hasText: 'Item added to cart successfully' });
  await expect(toast).toBeVisible();
  // The header holds the order button a customer taps next; a toast over it would swallow the tap.
  const header = await page.getByRole('banner').boundingBox();
  if (!header) throw new Error('the header has no box');
  // Polled: the toast slides in from above before it settles.
  await expect
    .poll(async () => (await toast.boundingBox())?.y ?? Number.NEGATIVE_INFINITY)
    .toBeGreaterThanOrEqual(header.y + header.height);
  await page.getByRole('banner').getByRole('link', { name: /অর্ডার/ }).click({ timeout: 1000 });
  await expect(page).toHaveURL(/#order$/);
});
