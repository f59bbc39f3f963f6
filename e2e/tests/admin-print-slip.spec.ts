import type { APIRequestContext, Page } from '@playwright/test';
import { type Order, type Product, uniquePhone } from '../support/admin.js';
import { dataOf, expect, pngFile, test } from '../support/own-shop.js';

// Decision 031: on the 80 mm roll each order is one strip, whatever its number of lines, printed
// from a phone; A4 keeps several invoices a sheet. A shop of its own: a 15-line order needs more
// products than the demo shop has, added here without touching the shared shop.

/** Pages in a PDF Chromium wrote: one `/Type /Page` object each. */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

/** The shop's products, at least `count` of them (added as needed), and its inside-Dhaka fee. */
async function productsFor(api: APIRequestContext, count: number) {
  let products = await dataOf<Product[]>(await api.get('/api/product/all'));
  for (let index = products.length; index < count; index++)
    await api.post('/api/product/add', {
      multipart: {
        title: `রসিদের পণ্য ${index + 1}`,
        price: String(100 + index),
        discountPrice: '0',
        description: '<p>x</p>',
        img: pngFile(`p${index}.png`),
      },
    });
  products = await dataOf<Product[]>(await api.get('/api/product/all'));
  const [settings] = await dataOf<Array<{ shipping: { insideDhaka: number } }>>(
    await api.get('/api/settings'),
  );
  return { products, shipping: settings?.shipping.insideDhaka ?? 60 };
}

async function orderOf(api: APIRequestContext, lines: number): Promise<Order> {
  const { products, shipping } = await productsFor(api, lines);
  const response = await api.post('/api/order/staff-create', {
    data: {
      name: 'রসিদের ক্রেতা',
      phone: uniquePhone(),
      city: 'ঢাকা',
      address: 'বাড়ি ১২, রোড ৩, মিরপুর ১০, ঢাকা ১২১৬',
      products: products.slice(0, lines).map((product: Product) => ({ product: product._id, quantity: 2 })),
      shipping,
      source: 'phone',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Order }).data;
}

/** The print page on the roll, once every invoice has its measured page. */
async function rollOf(page: Page, orders: readonly Order[]): Promise<Buffer> {
  await page.goto(`/admin/orders/print?ids=${orders.map((order) => order._id).join(',')}`);
  await expect(page.locator('article.invoice')).toHaveCount(orders.length);
  await page.getByText('৮০ মিমি রসিদ').click();
  const last = `@page roll-${orders.length - 1} `;
  await expect
    .poll(() =>
      page.evaluate(
        (rule) =>
          Array.from(document.querySelectorAll('style')).some((style) => style.textContent?.includes(rule)),
        last,
      ),
    )
    .toBe(true);
  return page.pdf({ preferCSSPageSize: true, printBackground: true });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lines of [1, 3, 15])
    test(`an order of ${lines} line(s) prints as one 80 mm strip`, async ({ adminPage: page, adminApi }) => {
      const order = await orderOf(adminApi, lines);
      expect(pdfPages(await rollOf(page, [order]))).toBe(1);
    });

  test('ten orders printed together are ten strips, and several share an A4 sheet', async ({
    adminPage: page,
    adminApi,
  }) => {
    const orders: Order[] = [];
    for (let index = 0; index < 10; index++) orders.push(await orderOf(adminApi, 1 + (index % 4)));
    expect(pdfPages(await rollOf(page, orders))).toBe(10);
    await page.getByText('A4', { exact: true }).click();
    expect(pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }))).toBeLessThan(10);
  });
});
