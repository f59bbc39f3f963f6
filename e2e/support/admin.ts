import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE_URL_ENV } from './constants.js';
import { test as base, expect } from './fixtures.js';

/** The localStorage key the web app keeps the admin's token under (product spec §9). */
export const TOKEN_KEY = 'token';

export type OrderStatus =
  | 'pending'
  | 'confirmed'
  | 'on_hold'
  | 'shipped'
  | 'delivered'
  | 'returned'
  | 'cancelled';

export interface Order {
  _id: string;
  invoiceNumber: number;
  status: OrderStatus;
  name: string;
  phone: string;
  city: string;
  address: string;
  shipping: number;
  discount: number;
  total: number;
  createdAt: string;
  source: 'web' | 'messenger' | 'phone';
  version: number;
  products: Array<{ quantity: number; product: Product }>;
}

export interface Product {
  _id: string;
  title: string;
  price: number;
  discountPrice: number;
}

interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
}

async function data<T>(response: { ok(): boolean; status(): number; json(): Promise<unknown> }): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok()) throw new Error(`API answered ${response.status()}: ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * Sign-in is rate limited per client address (10 tries a quarter hour) and every test runs from
 * 127.0.0.1, so tests that are not about signing in share one token: the first worker signs in and
 * leaves the token in a temporary file for the others; a token the server no longer accepts (an
 * earlier run's server on the same port) is replaced.
 */
async function sharedAdminToken(baseURL: string): Promise<string> {
  const file = join(tmpdir(), `haat-e2e-admin-token-${encodeURIComponent(baseURL)}`);
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    const cached = await readFile(file, 'utf8').catch(() => '');
    if (cached) {
      const check = await context.get('/api/user/logged-user', {
        headers: { Authorization: `bearer ${cached}` },
      });
      if (check.ok()) return cached;
    }
    const login = await context.post('/api/user/login', {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const { token } = await data<{ token: string }>(login);
    await writeFile(file, token, { mode: 0o600 });
    return token;
  } finally {
    await context.dispose();
  }
}

interface AdminFixtures {
  /** A page whose localStorage holds a valid admin token before the app starts. */
  adminPage: Page;
  /** The admin API, authorised with the shared token. */
  adminApi: AdminApi;
}

interface AdminWorkerFixtures {
  adminToken: string;
}

export const test = base.extend<AdminFixtures, AdminWorkerFixtures>({
  adminToken: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from this pattern
    async ({}, use) => {
      const baseURL = process.env[BASE_URL_ENV];
      if (!baseURL)
        throw new Error(`${BASE_URL_ENV} is not set: run the tests through e2e/playwright.config.ts.`);
      await use(await sharedAdminToken(baseURL));
    },
    { scope: 'worker' },
  ],
  adminPage: async ({ page, adminToken }, use) => {
    await storeToken(page, adminToken);
    await use(page);
  },
  adminApi: async ({ request, adminToken }, use) => {
    await use(new AdminApi(request, adminToken));
  },
});

export { expect };

/**
 * Puts a token into the site's localStorage the way a previous visit would have left it. A cheap
 * same-origin JSON page is opened first, because localStorage belongs to the origin.
 */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
}

export const readStoredToken = (page: Page): Promise<string | null> =>
  page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

/** The admin calls a test needs for its own set-up and checks. */
export class AdminApi {
  constructor(
    private readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  private get headers() {
    return { Authorization: `bearer ${this.token}` };
  }

  async setStatus(orderId: string, status: OrderStatus): Promise<Order> {
    return data<Order>(
      await this.request.put(`/api/order/update/status/${orderId}`, {
        headers: this.headers,
        data: { status },
      }),
    );
  }

  async order(orderId: string): Promise<Order> {
    return data<Order>(await this.request.get(`/api/order/single/${orderId}`, { headers: this.headers }));
  }

  /** Changes an order as another staff member would, on the version stored now (PUT /order/edit). */
  async editOrder(
    orderId: string,
    changes: Partial<Pick<Order, 'name' | 'city' | 'address'>>,
  ): Promise<Order> {
    const order = await this.order(orderId);
    return data<Order>(
      await this.request.put(`/api/order/edit/${orderId}`, {
        headers: this.headers,
        data: {
          name: order.name,
          phone: order.phone,
          city: order.city,
          address: order.address,
          shipping: order.shipping,
          discount: 0,
          discountReason: '',
          products: order.products.map((line) => ({ product: line.product._id, quantity: line.quantity })),
          version: order.version,
          ...changes,
        },
      }),
    );
  }

  async orders(query: Record<string, string | number>): Promise<{ data: Order[]; meta: { total: number } }> {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    const response = await this.request.get(`/api/order/all-orders?${search}`, { headers: this.headers });
    expect(response.status()).toBe(200);
    return (await response.json()) as { data: Order[]; meta: { total: number } };
  }

  async me(): Promise<{ _id: string; email: string; name: string }> {
    return data(await this.request.get('/api/user/logged-user', { headers: this.headers }));
  }

  async deleteAdministrator(id: string) {
    return this.request.delete(`/api/user/delete/${id}`, { headers: this.headers });
  }
}

// Per request context, not per process: a worker may run a spec against the shared shop and then
// one against a shop of its own (own-shop.ts), whose products have other ids.
const shopDataCache = new WeakMap<APIRequestContext, Promise<{ products: Product[]; shipping: number }>>();

export function shopData(request: APIRequestContext) {
  const cached = shopDataCache.get(request);
  if (cached) return cached;
  const loading = (async () => {
    const products = await data<Product[]>(await request.get('/api/product/all'));
    const settings = await data<Array<{ shipping: { insideDhaka: number } }>>(
      await request.get('/api/settings'),
    );
    if (products.length === 0 || !settings[0]) throw new Error('the demo seed left no products or settings');
    return { products, shipping: settings[0].shipping.insideDhaka };
  })();
  shopDataCache.set(request, loading);
  return loading;
}

/** A Bangladeshi mobile number no other test uses: 01[3-9] and eight random digits. */
export function uniquePhone(): string {
  const operator = 3 + Math.floor(Math.random() * 7);
  const rest = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
  return `01${operator}${rest}`;
}

/**
 * Numbers for a test's several customers, each its own, all sharing a prefix no other test uses, so
 * the list's search for `prefix` (the start of a number) finds them together. One number ordering
 * again and again is what the fake-order check holds for a call (decision 038): at the shipped threshold
 * a phone's third order within hours arrives on hold, not pending.
 */
export function phoneFamily(): { prefix: string; phone: (index: number) => string } {
  const prefix = uniquePhone().slice(0, 9);
  return { prefix, phone: (index) => `${prefix}${String(index).padStart(2, '0')}` };
}

type OrderInput = { name?: string; phone?: string; city?: string; address?: string; quantity?: number };

/** Places a cash-on-delivery order the way the storefront does: POST /api/order/create-order. */
export async function placeOrder(request: APIRequestContext, input: OrderInput = {}): Promise<Order> {
  const { products, shipping } = await shopData(request);
  const product = products[Math.floor(Math.random() * products.length)] as Product;
  const quantity = input.quantity ?? 1;
  const unit = product.discountPrice > 0 ? product.discountPrice : product.price;
  const response = await request.post('/api/order/create-order', {
    data: {
      name: input.name ?? 'পরীক্ষার ক্রেতা',
      phone: input.phone ?? uniquePhone(),
      city: input.city ?? 'ঢাকা',
      address: input.address ?? 'বাড়ি ১২, রোড ৩, মিরপুর',
      products: [{ product: product._id, quantity }],
      shipping,
      total: unit * quantity + shipping,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as Envelope<Order>).data;
}

const bengaliNumber = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 });

/** A count as the back office writes it (Bengali digits). */
export const bengaliCount = (value: number): string => bengaliNumber.format(value);

/** An amount as the back office writes it (৳ and Bengali digits). */
export const bengaliTaka = (value: number): string => `৳${bengaliNumber.format(value)}`;

/** Status names as the back office shows them. */
export const statusNames: Record<OrderStatus, string> = {
  pending: 'অপেক্ষমাণ',
  confirmed: 'নিশ্চিত',
  on_hold: 'স্থগিত',
  shipped: 'পাঠানো হয়েছে',
  delivered: 'ডেলিভারি হয়েছে',
  returned: 'ফেরত এসেছে',
  cancelled: 'বাতিল',
};

/** Signs in through the login form (counts against the sign-in rate limit: use sparingly). */
export async function signInThroughForm(page: Page): Promise<void> {
  await page.getByLabel('ইমেইল').fill(ADMIN_EMAIL);
  await page.getByLabel('পাসওয়ার্ড').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'লগইন করুন' }).click();
}

/** The order list's rows (each carries the order's id). */
export const orderRows = (page: Page) => page.locator('tr[data-order-id]');
