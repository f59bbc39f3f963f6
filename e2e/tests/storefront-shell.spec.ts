import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

interface BusinessInfo {
  _id: string;
  companyName: string;
  facebook: string;
  whatsapp: string;
}

/** The business info the storefront shows: the first item of the list (spec: public layout). */
async function fetchBusiness(request: APIRequestContext): Promise<BusinessInfo> {
  const response = await request.get('/api/business/all');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { success: boolean; data: BusinessInfo[] };
  expect(body.success).toBe(true);
  const first = body.data[0];
  if (!first) throw new Error('the demo seed left no business info');
  expect(first.companyName.trim()).not.toBe('');
  return first;
}

const viewports = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'desktop', size: { width: 1366, height: 900 } },
];

for (const { name, size } of viewports) {
  test.describe(`home page on a ${name}`, () => {
    test.use({ viewport: size });

    test('renders the layout around the shop data', async ({ page, request }) => {
      const business = await fetchBusiness(request);
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);

      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

      const header = page.getByRole('banner');
      const logo = header.getByRole('link').first();
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute('href', '/');
      const orderButton = header.getByRole('link', { name: /অর্ডার/ });
      await expect(orderButton).toBeVisible();
      // `/#order`: from any page the form, on the landing page the same in-page jump (decision 069).
      await expect(orderButton).toHaveAttribute('href', '/#order');

      // The company name is not in the HTML the server sends: it shows only once the layout has
      // fetched the business info.
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(business.companyName);
      const whatsapp = footer.locator('a[href*="wa.me"]');
      await expect(whatsapp).toHaveCount(1);
      await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/880\d+/);
    });
  });
}

test('the home page prints no console errors and throws nothing', async ({ page, browserErrors }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Late requests (images, the product list) fail after the first paint, so wait for the network.
  await page.waitForLoadState('networkidle');
  expect(browserErrors).toEqual([]);
});

test('an unknown API path answers a JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as { success: boolean };
  expect(body.success).toBe(false);
});

test('an unknown page URL gets the app shell as HTML with a 404', async ({ request }) => {
  const response = await request.get('/no-such-page');
  // A 404 keeps search engines from indexing typos, while the visitor still sees the shop's page.
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(await response.text()).toContain('<div id="root"');
});

test('a deep link into the admin gets the app', async ({ request }) => {
  const response = await request.get('/admin/login');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(await response.text()).toContain('<div id="root"');
});
