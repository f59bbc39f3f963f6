import type { Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import {
  addToCart,
  count,
  customer,
  effectivePrice,
  fetchOrder,
  fetchProducts,
  fetchShippingFees,
  fillCustomer,
  openHome,
  orderSection,
  productCard,
  storedCart,
  submitButton,
  taka,
  text,
  watchOrderRequests,
} from '../support/storefront.js';

const SUCCESS_URL = /\/order\/success\/[A-Za-z0-9_-]+$/;

test.describe('checkout on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor goes from / to a confirmed order with the right totals and invoice number', async ({
    page,
    request,
  }) => {
    const products = await fetchProducts(request);
    const fees = await fetchShippingFees(request);
    const [first, , , fourth] = products;
    if (!first || !fourth) throw new Error('no products');

    await openHome(page);
    await addToCart(page, 0);
    await productCard(page, 0)
      .getByRole('button', { name: new RegExp(text.increase) })
      .click();
    await addToCart(page, 3);

    // The header's order button jumps to the form.
    await page.getByRole('banner').getByRole('link', { name: /অর্ডার/ }).click();
    await expect(page).toHaveURL(/#order$/);
    await expect(page.getByLabel(text.nameLabel)).toBeInViewport();

    const subtotal = effectivePrice(first) * 2 + effectivePrice(fourth);
    const summary = orderSection(page);
    // The fee waits for the district (decision 067); Rajshahi is outside Dhaka.
    await expect(summary.getByTestId('shipping')).toHaveText(text.chooseDistrict);
    await fillCustomer(page, { city: 'রাজশাহী' });
    await expect(summary.getByTestId('subtotal')).toHaveText(taka(subtotal));
    await expect(summary.getByTestId('shipping')).toHaveText(taka(fees.outsideDhaka));
    await expect(summary.getByTestId('total')).toHaveText(taka(subtotal + fees.outsideDhaka));
    // Hold the request until the button has been seen in its sending state.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: Request[] = [];
    await page.route('**/api/order/create-order', async (route) => {
      sent.push(route.request());
      await held;
      await route.continue();
    });
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText(text.loading);
    await expect(submitButton(page)).toBeDisabled();
    // A second tap while sending does nothing.
    await submitButton(page).click({ force: true });
    release();

    await page.waitForURL(SUCCESS_URL);
    expect(sent).toHaveLength(1);
    const body = sent[0]?.postDataJSON();
    expect(body).toEqual({
      ...customer,
      city: 'রাজশাহী',
      district: 'Rajshahi',
      products: [
        // Each line names the size its card showed: the first (decision 064).
        { product: first._id, size: first.sizes[0]?._id, quantity: 2 },
        { product: fourth._id, size: fourth.sizes[0]?._id, quantity: 1 },
      ],
      shipping: fees.outsideDhaka,
      total: subtotal + fees.outsideDhaka,
    });
    expect(sent[0]?.headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);

    // The popup of product spec §4, on top of the confirmation.
    const popup = page.getByRole('alertdialog', { name: text.placedTitle });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(text.placedBody);
    await expect(popup.getByRole('button', { name: 'OK' })).toBeFocused();
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toHaveCount(0);

    const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const order = await fetchOrder(request, orderId);
    expect(order.total).toBe(subtotal + fees.outsideDhaka);

    await expect(page.getByRole('heading', { level: 1, name: text.thankYou })).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(`INV-${order.invoiceNumber}`);
    await expect(page.getByTestId('order-date')).toHaveText(/^[০-৯]{2} \S+ [০-৯]{4}$/);
    await expect(page.getByTestId('order-total')).toHaveText(taka(order.total));
    const items = page.getByTestId('order-item');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(first.title);
    await expect(items.nth(0)).toContainText(count(2));
    await expect(items.nth(0)).toContainText(taka(effectivePrice(first) * 2));
    await expect(items.nth(1)).toContainText(fourth.title);
    await expect(page.getByTestId('order-subtotal')).toHaveText(taka(subtotal));
    await expect(page.getByTestId('order-shipping')).toHaveText(taka(fees.outsideDhaka));
    await expect(page.getByTestId('order-grand-total')).toHaveText(taka(order.total));
    const billing = page.getByTestId('billing-address');
    for (const value of Object.values({ ...customer, city: 'রাজশাহী' }))
      await expect(billing).toContainText(value);

    // The cart is empty now, and Go To Home leads back to an empty order form.
    expect(await storedCart(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go To Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(orderSection(page).getByTestId('order-line')).toHaveCount(0);
    await expect(page.getByLabel(text.nameLabel)).toHaveValue('');
  });
});

test('an empty cart gets the "Please select a product" popup and nothing is sent', async ({ page }) => {
  const orders = watchOrderRequests(page);
  await openHome(page);
  await fillCustomer(page);
  await submitButton(page).click();

  const popup = page.getByRole('alertdialog', { name: text.emptyCart });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup).toHaveCount(0);
  await expect(submitButton(page)).toBeFocused();
  expect(orders.count()).toBe(0);
});

test('a bad phone number shows the Bengali message under the field and sends nothing', async ({ page }) => {
  const orders = watchOrderRequests(page);
  await openHome(page);
  await addToCart(page, 0);
  await fillCustomer(page, { name: '', phone: '12345' });
  await submitButton(page).click();

  const phone = page.getByLabel(text.phoneLabel);
  const phoneError = page.getByText(text.phoneTooShort);
  await expect(phoneError).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  const errorId = await phoneError.getAttribute('id');
  expect(errorId).toBeTruthy();
  await expect(phone).toHaveAttribute('aria-describedby', new RegExp(`(^| )${errorId}( |$)`));
  await expect(page.getByText(text.nameError)).toBeVisible();
  await expect(page.getByLabel(text.nameLabel)).toBeFocused();
  expect(orders.count()).toBe(0);

  // Bengali digits are a valid number too; the message goes as soon as it is right.
  await phone.fill('০১৭১২৩৪৫৬৭৮');
  await expect(phoneError).toHaveCount(0);
  await expect(phone).toHaveAttribute('aria-invalid', 'false');
  expect(orders.count()).toBe(0);
});

test.describe('when the server refuses', () => {
  test.use({ allowedConsoleErrors: [/status of (400|409)/] });

  test('a changed price (409) shows the current total and refetches the products', async ({
    page,
    request,
  }) => {
    const [first] = await fetchProducts(request);
    const fees = await fetchShippingFees(request);
    if (!first) throw new Error('no products');
    const total = effectivePrice(first) + fees.insideDhaka;
    await openHome(page);
    await addToCart(page, 0);
    await fillCustomer(page);

    // The page still shows yesterday's price: the total it sends is not the server's.
    await page.route(
      '**/api/order/create-order',
      async (route) => {
        const body = route.request().postDataJSON();
        await route.continue({ postData: JSON.stringify({ ...body, total: body.total - 50 }) });
      },
      { times: 1 },
    );
    const refetched = page.waitForRequest(
      (request) => request.method() === 'GET' && request.url().endsWith('/api/product/all'),
    );
    await submitButton(page).click();
    const popup = page.getByRole('alertdialog', { name: text.failedTitle });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(taka(total));
    await refetched;
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(submitButton(page)).toBeFocused();

    // Ordering again with the current prices goes through.
    await submitButton(page).click();
    await page.waitForURL(SUCCESS_URL);
    const order = await fetchOrder(request, new URL(page.url()).pathname.split('/').pop() ?? '');
    expect(order.total).toBe(total);
  });

  test('field errors from the server land on their fields', async ({ page }) => {
    await openHome(page);
    await addToCart(page, 0);
    await fillCustomer(page);
    // Something the browser's check let through and the server did not (here: forced).
    await page.route(
      '**/api/order/create-order',
      async (route) => {
        const body = route.request().postDataJSON();
        await route.continue({ postData: JSON.stringify({ ...body, phone: '123' }) });
      },
      { times: 1 },
    );
    await submitButton(page).click();
    const popup = page.getByRole('alertdialog', { name: text.failedTitle });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'OK' }).click();
    const phone = page.getByLabel(text.phoneLabel);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(text.phoneTooShort)).toBeVisible();
    await expect(phone).toBeFocused();
  });
});

test.describe('a lost answer', () => {
  test.use({ allowedConsoleErrors: [/net::ERR_/] });

  test('retrying after the answer was lost gets the first order back, not a second one', async ({ page }) => {
    await openHome(page);
    await addToCart(page, 1);
    await fillCustomer(page);

    // The order reaches the server, but the phone never hears back.
    let placed: { _id: string } | undefined;
    const keys: string[] = [];
    await page.route('**/api/order/create-order', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (placed) {
        await route.continue();
        return;
      }
      const response = await route.fetch();
      placed = ((await response.json()) as { data: { _id: string } }).data;
      await route.abort('connectionreset');
    });
    await submitButton(page).click();
    // No answer is not a failure: it may have gone through, and a retry is safe (decision 069).
    const popup = page.getByRole('alertdialog', { name: text.lostAnswerTitle });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'OK' }).click();
    expect(placed?._id).toBeTruthy();

    const replay = page.waitForResponse((response) => response.url().includes('/api/order/create-order'));
    await submitButton(page).click();
    // Same key, so the server answers the first order again (200, not 201).
    expect((await replay).status()).toBe(200);
    await page.waitForURL(SUCCESS_URL);
    expect(page.url()).toContain(`/order/success/${placed?._id}`);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

test('a stale price kept in the cart is replaced by the current one before ordering', async ({
  page,
  request,
}) => {
  const [first] = await fetchProducts(request);
  const fees = await fetchShippingFees(request);
  if (!first) throw new Error('no products');
  await openHome(page);
  await addToCart(page, 0);
  await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('cartState') ?? '[]');
    cart[0].price = 1;
    cart[0].discountPrice = 0;
    localStorage.setItem('cartState', JSON.stringify(cart));
  });

  await openHome(page);
  const line = orderSection(page).getByTestId('order-line');
  await expect(line.getByTestId('line-total')).toHaveText(taka(effectivePrice(first)));
  await expect.poll(async () => (await storedCart(page))[0]?.price).toBe(first.price);
  await fillCustomer(page);
  await submitButton(page).click();
  await page.waitForURL(SUCCESS_URL);
  const order = await fetchOrder(request, new URL(page.url()).pathname.split('/').pop() ?? '');
  expect(order.total).toBe(effectivePrice(first) + fees.insideDhaka);
});

test.describe('the success page', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown order id says so in Bengali, with a link home', async ({ page }) => {
    await page.goto('/order/success/NoSuchOrderAbCdEfGh');
    await expect(page.getByRole('heading', { level: 1, name: 'অর্ডারটি খুঁজে পাওয়া যায়নি' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');
  });
});
