import type { Order, Product } from '@haat/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** The shop's texts the tests look for (product spec §2, §4, §5 and §8). */
export const text = {
  addToCart: 'Add to Cart',
  seeMore: 'See More',
  added: 'Item added to cart successfully',
  alreadyAdded: 'Product already added to cart',
  nameLabel: 'Enter your name *',
  phoneLabel: 'আপনার মোবাইল নম্বর *',
  cityLabel: 'আপনার শহর / জেলা *',
  addressLabel: 'সম্পূর্ণ ঠিকানা *',
  submit: 'অর্ডার কনফার্ম করুন',
  loading: 'Loading...',
  placedTitle: 'Order Placed!',
  placedBody: 'Your order has been placed successfully.',
  failedTitle: 'Order Failed!',
  failedBody: 'Something went wrong. Please try again.',
  emptyCart: 'Please select a product',
  thankYou: 'Thank you. Your order has been received.',
  insideDhaka: 'ঢাকার ভিতরে',
  outsideDhaka: 'ঢাকার বাইরে',
  /** The delivery fee's place until a district is chosen (decision 067). */
  chooseDistrict: 'জেলা বেছে নিন',
  phoneError: 'সঠিক মোবাইল নম্বর লিখুন (যেমন ০১৭১২৩৪৫৬৭৮)',
  /** A number with too few digits says so, and how many it has (decision 069). */
  phoneTooShort: /^মোবাইল নম্বর ১১ সংখ্যার; এখানে [০-৯]+টি সংখ্যা আছে$/,
  lostAnswerTitle: 'অর্ডারটি হয়তো পৌঁছে গেছে',
  nameError: 'আপনার নাম লিখুন',
  increase: 'পরিমাণ ১টি বাড়ান',
  decrease: 'পরিমাণ ১টি কমান',
  remove: 'অর্ডার থেকে বাদ দিন',
} as const;

export const customer = {
  name: 'রহিম উদ্দিন',
  phone: '01712345678',
  city: 'ঢাকা',
  address: 'বাড়ি ১২, রোড ৩, মিরপুর',
};

const bengali = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 });
/** The storefront's money format: ৳ and Bengali digits with lakh grouping (৳১,২৫০). */
export const taka = (amount: number): string => `৳${bengali.format(amount)}`;
/** A count in Bengali digits, as the quantity controls show it. */
export const count = (value: number): string => bengali.format(value);

export const effectivePrice = (product: { price: number; discountPrice: number }): number =>
  product.discountPrice > 0 ? product.discountPrice : product.price;

export async function fetchProducts(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get('/api/product/all');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: Product[] };
  expect(body.data.length).toBeGreaterThanOrEqual(3);
  return body.data;
}

export async function fetchShippingFees(
  request: APIRequestContext,
): Promise<{ insideDhaka: number; outsideDhaka: number }> {
  const response = await request.get('/api/settings');
  const body = (await response.json()) as {
    data: Array<{ shipping: { insideDhaka: number; outsideDhaka: number } }>;
  };
  const first = body.data[0];
  if (!first) throw new Error('the demo seed left no site settings');
  return first.shipping;
}

export async function fetchOrder(request: APIRequestContext, id: string): Promise<Order> {
  const response = await request.get(`/api/order/single/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Order }).data;
}

/**
 * Opens the landing page and waits until it is interactive: the order form only appears once the
 * browser has hydrated the server's HTML and loaded the form, so clicks from then on reach React.
 */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await appFormReady(page);
}

/**
 * The app's order form: until it is up, the order box holds the server's plain form (decisions 069,
 * 070), which has the same labels and button.
 */
export const appForm = (page: Page): Locator => page.locator('#order form:not([data-no-script-form])');

/** The app's order form is up. */
export async function appFormReady(page: Page): Promise<void> {
  await expect(appForm(page).getByLabel(text.nameLabel)).toBeAttached();
}

/** The grid card of a product (grid order is the API's order). */
export const productCard = (page: Page, index: number): Locator => page.locator('#products li').nth(index);

export const orderSection = (page: Page): Locator => page.locator('#order');

/** The stored cart (localStorage `cartState`). */
export async function storedCart(
  page: Page,
): Promise<Array<{ id: string; quantity: number; price: number; discountPrice: number }>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cartState') ?? '[]'));
}

export async function addToCart(page: Page, index: number): Promise<void> {
  const card = productCard(page, index);
  await card.getByRole('button', { name: new RegExp(`^${text.addToCart}`) }).click();
  await expect(card.getByRole('button', { name: new RegExp(text.increase) })).toBeVisible();
}

export async function fillCustomer(page: Page, details: Partial<typeof customer> = {}): Promise<void> {
  const values = { ...customer, ...details };
  const form = appForm(page);
  await form.getByLabel(text.nameLabel).fill(values.name);
  await form.getByLabel(text.phoneLabel).fill(values.phone);
  await form.getByLabel(text.cityLabel).fill(values.city);
  await form.getByLabel(text.addressLabel).fill(values.address);
}

export const submitButton = (page: Page): Locator =>
  appForm(page).getByRole('button', { name: new RegExp(`^(${text.submit}|${text.loading})$`) });

/** Every data-layer entry with the given event name. */
export async function dataLayerEvents<T = Record<string, unknown>>(page: Page, event: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
        (entry) => entry.event === name,
      ) as never,
    event,
  );
}

/** Lets IntersectionObserver and other per-frame work run: two animation frames in the page. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Fills the form, submits it and waits for the success page; answers the new order's id. */
export async function placeOrder(page: Page): Promise<string> {
  await fillCustomer(page);
  await submitButton(page).click();
  await page.waitForURL(/\/order\/success\/[A-Za-z0-9_-]+$/);
  const id = new URL(page.url()).pathname.split('/').pop();
  if (!id) throw new Error('no order id in the success URL');
  return id;
}

/** Requests the page sends to create an order, collected from now on. */
export function watchOrderRequests(page: Page): { count: () => number } {
  let seen = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/order/create-order')) seen += 1;
  });
  return { count: () => seen };
}
