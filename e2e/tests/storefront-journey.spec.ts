import type { Product } from '@haat/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { dataOf, test as ownShopTest } from '../support/own-shop.js';
import {
  addToCart,
  appFormReady,
  customer,
  effectivePrice,
  fetchProducts,
  fetchShippingFees,
  fillCustomer,
  nextFrames,
  openHome,
  orderSection,
  placeOrder,
  productCard,
  submitButton,
  taka,
  text,
} from '../support/storefront.js';

// Decision 069: the customer's journey on a phone. Nothing moves under a visitor who scrolled while
// the app was loading; the order form works as a plain form post without the app; a repeat or a lost
// answer is not "Order Failed!"; the success page leads to the shop; small things around the form.

test.use({ viewport: { width: 390, height: 844 } });

const APP_SCRIPT = /\/assets\/main-[\w-]+\.js$/;
const ORDER_FORM_SCRIPT = /\/assets\/order-form-[\w-]+\.js$/;

const words = {
  whatsApp: 'WhatsApp-এ লিখুন',
  otherWay: 'ফোনে বা WhatsApp-এও অর্ডার করা যায়',
  phoneMissing: 'মোবাইল নম্বর লিখুন',
  phoneTooShort: 'মোবাইল নম্বর ১১ সংখ্যার; এখানে ৪টি সংখ্যা আছে',
  district: 'ডেলিভারির জেলা *',
  chooseDistrict: 'তালিকা থেকে আপনার জেলা বেছে নিন',
  soldOut: 'স্টক শেষ',
};

/** Holds the app's script until the returned function is called: a slow phone's download, stretched. */
async function holdApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Where the second product card is on the screen (its top, in CSS pixels from the viewport's). */
const cardTop = (page: Page) => productCard(page, 1).evaluate((card) => card.getBoundingClientRect().top);

async function scrollAtFirstPaintThenWaitForTheApp(page: Page): Promise<{ before: number; after: number }> {
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The page is shown once its face has loaded (decision 014): that is the first paint a visitor sees.
  await expect(page.locator('#products')).toBeVisible();
  // At once, as a finger does (the page's own scrolling is smooth, for its in-page links).
  await page.evaluate(() => {
    const products = document.getElementById('products');
    if (products)
      window.scrollTo({ top: products.getBoundingClientRect().top + window.scrollY, behavior: 'instant' });
  });
  await nextFrames(page);
  const before = await cardTop(page);
  release();
  await appFormReady(page);
  // The full stylesheet and the whole font are added in a task after hydration (decision 045).
  await page.evaluate(() => document.fonts.ready);
  await nextFrames(page);
  return { before, after: await cardTop(page) };
}

test.describe('loading never moves the page', () => {
  test('a visitor who scrolled to the products at first paint stays there once the app is up', async ({
    page,
  }) => {
    const { before, after } = await scrollAtFirstPaintThenWaitForTheApp(page);
    expect(before).toBeLessThan(844);
    expect(Math.abs(after - before)).toBeLessThanOrEqual(2);
  });

  test('the same on a phone four times slower', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const { before, after } = await scrollAtFirstPaintThenWaitForTheApp(page);
    expect(Math.abs(after - before)).toBeLessThanOrEqual(2);
  });

  test('an address with #order opens at the order form and stays there', async ({ page }) => {
    await page.goto('/#order');
    // The sections above are drawn at their real size, not the estimate of one skipped: grown once
    // drawn, they pushed the form off the screen after the browser had scrolled to it.
    expect(
      await page
        .locator('#products')
        .evaluate((section) => getComputedStyle(section).getPropertyValue('content-visibility')),
    ).toBe('visible');
    await appFormReady(page);
    await nextFrames(page);
    const top = await orderSection(page).evaluate((section) => section.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThanOrEqual(100);
  });
});

/** The server's form (decisions 069, 070): in the landing page's order box, or on its own page. */
const serverForm = (page: Page) => page.locator('[data-no-script-form]');

/** A product's (or one size's, «title — size») quantity box: its label is the line and its price. */
const quantityBox = (form: Locator, line: string) => form.getByLabel(`${line} — ৳`);

/**
 * Fills the landing page's server form: a quantity for a product (one size of several is named
 * «title — size»), the customer, and the city, which names the district there (decision 070).
 */
async function fillServerForm(page: Page, productTitle: string, quantity: number, city = 'সিলেট') {
  const form = serverForm(page);
  await quantityBox(form, productTitle).fill(String(quantity));
  await form.getByLabel(text.nameLabel).fill(customer.name);
  await form.getByLabel(text.phoneLabel).fill(customer.phone);
  await form.getByLabel(text.cityLabel).fill(city);
  await form.getByLabel(text.addressLabel).fill(customer.address);
  return form;
}

/** A product of one size, the form names by its title alone. */
const oneSized = (products: Product[]): Product => {
  const product = products.find((each) => each.sizes.length === 1);
  if (!product) throw new Error('the seed has no product of one size');
  return product;
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows the offer, the prices and a form that places an order', async ({
    page,
    request,
  }) => {
    const product = oneSized(await fetchProducts(request));
    const fees = await fetchShippingFees(request);
    await page.goto('/');
    // Shown at once: not hidden for 3 s waiting for a script that never runs to say its face is in.
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('visible');
    await expect(page.locator('#products')).toBeVisible();
    await expect(page.locator('#products li').filter({ hasText: product.title })).toContainText(
      taka(effectivePrice(product)),
    );
    await expect(orderSection(page).getByText(words.otherWay)).toBeVisible();
    // The form is in the order box itself, on the landing page (decision 070).
    await expect(orderSection(page).locator('[data-no-script-form]')).toBeVisible();
    const form = await fillServerForm(page, product.title, 2);
    await form.getByRole('button', { name: text.submit }).click();

    await expect(page.getByRole('heading', { name: text.thankYou })).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText(
      taka(effectivePrice(product) * 2 + fees.outsideDhaka),
    );
    const invoice = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(invoice).toMatch(/^INV-\d+$/);
    const chat = page.getByRole('link', { name: words.whatsApp });
    expect(decodeURIComponent((await chat.getAttribute('href')) ?? '')).toContain(invoice);
  });

  test.describe('a refused post', () => {
    test.use({ allowedConsoleErrors: [/status of 400/] });

    test('errors come back in the form, in Bengali, with what was typed', async ({ page, request }) => {
      const product = oneSized(await fetchProducts(request));
      await page.goto('/');
      // A place that is not a district: the answer asks for one from the list.
      const form = await fillServerForm(page, product.title, 1, 'মিরপুর');
      await expect(form.getByLabel(words.district)).toHaveCount(0);
      await form.getByLabel(text.nameLabel).fill('');
      await form.getByLabel(text.phoneLabel).fill('০১৭১');
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await form.getByRole('button', { name: text.submit }).click();
      expect((await answer).status()).toBe(400);

      const again = page.locator('[data-no-script-form]');
      await expect(again.getByText(text.nameError)).toBeVisible();
      await expect(again.getByText(words.phoneTooShort)).toBeVisible();
      await expect(again.getByText(words.chooseDistrict)).toBeVisible();
      await expect(again.getByLabel(text.cityLabel)).toHaveValue('মিরপুর');
      await expect(again.locator('select[name="district"] option:not([value=""])')).toHaveCount(64);
      await expect(quantityBox(again, product.title)).toHaveValue('1');

      // Corrected and sent again from the answer's form: the order is placed.
      await again.getByLabel(text.nameLabel).fill(customer.name);
      await again.getByLabel(text.phoneLabel).fill(customer.phone);
      await again.getByLabel(words.district).selectOption('সিলেট');
      await again.getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('heading', { name: text.thankYou })).toBeVisible();
    });
  });

  test('the same form sent twice is one order', async ({ page, request }) => {
    const product = oneSized(await fetchProducts(request));
    await page.goto('/');
    const form = await fillServerForm(page, product.title, 3);
    await form.getByRole('button', { name: text.submit }).click();
    const first = await page.getByTestId('order-number').textContent();
    // The browser's "send again" of the answer: the same post.
    await page.reload();
    await expect(page.getByTestId('order-number')).toHaveText(first ?? '');
  });
});

ownShopTest.describe('without JavaScript, sizes and districts', () => {
  // A shop of the worker's own: its zone table and stock change here (decision 067).
  ownShopTest.use({ javaScriptEnabled: false });
  ownShopTest.use({ allowedConsoleErrors: [/status of 409/] });

  ownShopTest(
    'a 10 kg box to Gazipur pays its zone’s fee for ten kilos',
    async ({ page, request, adminApi }) => {
      type Zones = {
        zones: Array<{
          name: string;
          districts: string[];
          firstKgFee: number;
          extraKgFee: number;
          freeFrom: number | null;
        }>;
      };
      const table = await dataOf<Zones>(await adminApi.get('/api/delivery-zones'));
      // The suburbs charge per further kilo, so the fee says the order's weight was counted.
      const zones = table.zones.map((zone) =>
        zone.districts.includes('Gazipur')
          ? { ...zone, firstKgFee: 110, extraKgFee: 20, freeFrom: null }
          : zone,
      );
      await dataOf(await adminApi.put('/api/delivery-zones', { data: { zones } }));
      const box = (await fetchProducts(request)).find((product) => product.sizes.length > 1);
      const tenKilos = box?.sizes.find((size) => size.weightGrams === 10_000);
      if (!box || !tenKilos) throw new Error('the seed has no 10 kg box');

      await page.goto('/');
      const form = await fillServerForm(page, `${box.title} — ${tenKilos.name}`, 1, 'গাজীপুর');
      await form.getByRole('button', { name: text.submit }).click();

      await expect(page.getByRole('heading', { name: text.thankYou })).toBeVisible();
      // 110 for the first kilo and 20 for each of the nine more.
      await expect(page.getByTestId('order-total')).toHaveText(taka(effectivePrice(tenKilos) + 110 + 9 * 20));
      await dataOf(await adminApi.put('/api/delivery-zones', { data: { zones: table.zones } }));
    },
  );

  ownShopTest(
    'a size short of stock comes back in the form, and a sold-out size has no box',
    async ({ page, request }) => {
      const box = (await fetchProducts(request)).find((product) => product.sizes.length > 1);
      // Not the 10 kg box the test above orders: this one is sold out by the end.
      const limited = box?.sizes.find(
        (size) => size.stock !== null && size.stock > 0 && size.weightGrams !== 10_000,
      );
      if (!box || !limited || limited.stock === null) throw new Error('the seed has no box with stock');
      const line = `${box.title} — ${limited.name}`;

      await page.goto('/');
      const form = await fillServerForm(page, line, limited.stock + 1, 'গাজীপুর');
      await form.getByRole('button', { name: text.submit }).click();
      const again = page.locator('[data-no-script-form]');
      await expect(again.getByText(/আর মাত্র/)).toBeVisible();
      await expect(quantityBox(again, line)).toHaveValue(String(limited.stock + 1));
      await expect(again.getByLabel(words.district)).toHaveValue('গাজীপুর');

      // All that is left, then: placed, and the size is sold out, named so, with no box to type into.
      await quantityBox(again, line).fill(String(limited.stock));
      await again.getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('heading', { name: text.thankYou })).toBeVisible();
      await page.goto('/order/place');
      await expect(quantityBox(serverForm(page), line)).toHaveCount(0);
      await expect(page.locator('[data-no-script-form]').getByText(words.soldOut)).toBeVisible();
    },
  );
});

// Decision 070: the server's form stands in the order box until the app's form has loaded; one the
// visitor has begun on is kept (replacing it would lose the typing) and still places the order.
test('a form begun before the app’s form arrives is kept, and places the order', async ({
  page,
  request,
}) => {
  const product = oneSized(await fetchProducts(request));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ORDER_FORM_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  // Asked for once the page has come alive: the app's form would take the box from here.
  const asked = page.waitForRequest(ORDER_FORM_SCRIPT);
  await page.goto('/');
  await asked;
  await fillServerForm(page, product.title, 2);
  const arrived = page.waitForResponse(ORDER_FORM_SCRIPT);
  release();
  await arrived;
  await nextFrames(page);
  await nextFrames(page);

  const form = serverForm(page);
  await expect(form).toHaveCount(1);
  await expect(form.getByLabel(text.nameLabel)).toHaveValue(customer.name);
  await expect(quantityBox(form, product.title)).toHaveValue('2');
  await form.getByRole('button', { name: text.submit }).click();
  await expect(page.getByRole('heading', { name: text.thankYou })).toBeVisible();
});

test.describe('when the app script never arrives', () => {
  test.use({ allowedConsoleErrors: [/Failed to load|net::ERR_FAILED|Failed to fetch dynamically/] });

  test('the form still places an order', async ({ page, request }) => {
    const product = oneSized(await fetchProducts(request));
    await page.route(APP_SCRIPT, (route) => route.abort());
    await page.goto('/');
    const form = await fillServerForm(page, product.title, 1);
    await form.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('heading', { name: text.thankYou })).toBeVisible();
  });
});

test('with the app, the order box is the cart and form of the spec, and names the phone and WhatsApp', async ({
  page,
}) => {
  await openHome(page);
  const section = orderSection(page);
  await expect(section.locator('[data-no-script-form]')).toHaveCount(0);
  await expect(section.locator('input[type="number"]')).toHaveCount(0);
  await expect(section.getByText(words.otherWay)).toBeVisible();
  await expect(section.getByRole('link', { name: words.whatsApp })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  await submitButton(page).click();
  await expect(page.getByRole('alertdialog', { name: text.emptyCart })).toBeVisible();
});

test.describe('a lost answer', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource|net::ERR_FAILED/] });

  test('says the order may have gone through, and the retry lands on the same order', async ({ page }) => {
    await openHome(page);
    await addToCart(page, 0);
    await fillCustomer(page);
    let placedId = '';
    // The order reaches the server, its answer is lost on the way back.
    await page.route('**/api/order/create-order', async (route) => {
      const response = await route.fetch();
      placedId = ((await response.json()) as { data: { _id: string } }).data._id;
      await route.abort('connectionreset');
    });
    await submitButton(page).click();
    const popup = page.getByRole('alertdialog', { name: text.lostAnswerTitle });
    await expect(popup).toBeVisible();
    await expect(page.getByText(text.failedTitle)).toHaveCount(0);
    await popup.getByRole('button', { name: 'OK' }).click();
    expect(placedId).not.toBe('');

    await page.unroute('**/api/order/create-order');
    await submitButton(page).click();
    await page.waitForURL(/\/order\/success\//);
    expect(new URL(page.url()).pathname).toBe(`/order/success/${placedId}`);
  });
});

test('the success page offers a call and WhatsApp naming the order, and its order button leads to the form', async ({
  page,
}) => {
  await openHome(page);
  await addToCart(page, 0);
  await placeOrder(page);
  await page.getByRole('button', { name: 'OK' }).click();
  const invoice = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(invoice).toMatch(/^INV-\d+$/);
  await expect(page.locator('main a[href^="tel:"]')).toBeVisible();
  const chat = page.locator('main').getByRole('link', { name: words.whatsApp });
  const message = new URL((await chat.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
  expect(message).toContain(invoice);
  expect(message).toMatch(/[\u0980-\u09FF]/);

  await page
    .locator('header')
    .getByRole('link', { name: /অর্ডার করুন/ })
    .click();
  await page.waitForURL(/\/#order$/);
  await appFormReady(page);
  await expect(orderSection(page)).toBeInViewport();
});

test.describe('the form says more before it is sent', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('the address counts down near its limit, and the phone says what is wrong with it', async ({
    page,
  }) => {
    await openHome(page);
    const address = page.getByLabel(text.addressLabel);
    await address.fill('ক'.repeat(350));
    await expect(page.getByText(/অক্ষর লেখা যাবে/)).toHaveCount(0);
    await address.fill('ক'.repeat(450));
    await expect(page.getByText('আর ৫০টি অক্ষর লেখা যাবে')).toBeVisible();

    await addToCart(page, 0);
    await fillCustomer(page, { phone: '' });
    await submitButton(page).click();
    await expect(orderSection(page).getByText(words.phoneMissing, { exact: true })).toBeVisible();
    await page.getByLabel(text.phoneLabel).fill('0171');
    await submitButton(page).click();
    await expect(orderSection(page).getByText(words.phoneTooShort)).toBeVisible();
    await page.getByLabel(text.phoneLabel).fill('02912345678');
    await submitButton(page).click();
    await expect(orderSection(page).getByText(text.phoneError)).toBeVisible();
  });
});

test('the header says how many products are in the cart', async ({ page }) => {
  await openHome(page);
  await expect(page.getByTestId('header-cart-count')).toHaveCount(0);
  await addToCart(page, 0);
  await addToCart(page, 1);
  await expect(page.getByTestId('header-cart-count')).toContainText('২');
  await expect(page.locator('header').getByText('কার্টে ২টি পণ্য')).toBeAttached();
});
