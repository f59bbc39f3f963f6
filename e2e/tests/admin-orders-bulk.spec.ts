import {
  expect,
  type Order,
  orderRows,
  type Product,
  phoneFamily,
  placeOrder,
  shopData,
  statusNames,
  test,
  uniquePhone,
} from '../support/admin.js';

// Decision 031: select orders on the list, change their status together, print their invoices
// as one document (an 80 mm invoice one continuous page however long; A4 holding several), export them.

/** Pages in a PDF Chromium wrote: one `/Type /Page` object each. */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('pick three orders, confirm them together, and the rest stay as they were', async ({
    adminPage: page,
    request,
  }) => {
    // Four customers, not one number ordering four times: that would arrive on hold (decision 038).
    const { prefix, phone } = phoneFamily();
    const orders: Order[] = [];
    for (let index = 0; index < 4; index++)
      orders.push(await placeOrder(request, { phone: phone(index), quantity: index + 1 }));
    await page.goto(`/admin/orders?search=${prefix}`);
    await expect(orderRows(page)).toHaveCount(4);
    for (const order of orders.slice(0, 3))
      await page.getByRole('checkbox', { name: `INV-${order.invoiceNumber} বাছাই করুন` }).check();
    const bar = page.getByTestId('bulk-bar');
    await expect(bar).toContainText('৩টি বাছাই করা হয়েছে');
    await bar.getByLabel('নতুন অবস্থা').selectOption('confirmed');
    await bar.getByRole('button', { name: 'প্রয়োগ করুন' }).click();
    await expect(page.getByText('৩টি অর্ডারের অবস্থা বদলানো হয়েছে')).toBeVisible();
    await expect(bar).toHaveCount(0);
    for (const order of orders.slice(0, 3))
      await expect(page.locator(`[data-order-id="${order._id}"] [data-status]`)).toHaveText(
        statusNames.confirmed,
      );
    await expect(page.locator(`[data-order-id="${(orders[3] as Order)._id}"] [data-status]`)).toHaveText(
      statusNames.pending,
    );
  });

  test('select the page, then every order the filter matches, and put them all on hold', async ({
    adminPage: page,
    request,
  }) => {
    // Twelve customers: twelve orders from one number would mostly arrive on hold already (decision 038).
    const { prefix, phone } = phoneFamily();
    for (let index = 0; index < 12; index++)
      await placeOrder(request, { phone: phone(index), quantity: index + 1 });
    await page.goto(`/admin/orders?search=${prefix}&limit=10`);
    await expect(orderRows(page)).toHaveCount(10);
    await page.getByRole('checkbox', { name: 'এই পাতার সব অর্ডার বাছাই করুন' }).check();
    await page.getByRole('button', { name: /ফিল্টারের সব ১২টি বাছাই করুন/ }).click();
    const bar = page.getByTestId('bulk-bar');
    await expect(bar).toContainText('১২টি বাছাই করা হয়েছে');
    await bar.getByLabel('নতুন অবস্থা').selectOption('on_hold');
    await bar.getByRole('button', { name: 'প্রয়োগ করুন' }).click();
    await expect(page.getByText('১২টি অর্ডারের অবস্থা বদলানো হয়েছে')).toBeVisible();
    await page.locator('[data-status-tab="on_hold"]').click();
    await expect(page.getByText(/মোট ১২টির মধ্যে/)).toBeVisible();
  });
});

test('the invoices picked print as one document: each 80 mm invoice on one page, several on an A4 sheet', async ({
  adminPage: page,
  adminApi,
  request,
}) => {
  const { products } = await shopData(request);
  // A long order (every product), and two short ones.
  const long = await request.post('/api/order/staff-create', {
    headers: { Authorization: `bearer ${adminApi.token}` },
    data: {
      name: 'বড় অর্ডারের ক্রেতা',
      phone: uniquePhone(),
      city: 'ঢাকা',
      address: 'মিরপুর ১০',
      products: products.map((product: Product) => ({ product: product._id, quantity: 2 })),
      shipping: (await shopData(request)).shipping,
      source: 'phone',
    },
  });
  expect(long.status(), await long.text()).toBe(201);
  const longOrder = ((await long.json()) as { data: Order }).data;
  const short = [await placeOrder(request), await placeOrder(request)];
  const ids = [longOrder._id, ...short.map((order) => order._id)];

  await page.goto(`/admin/orders/print?ids=${ids.join(',')}`);
  await expect(page.locator('article.invoice')).toHaveCount(3);

  await page.getByText('৮০ মিমি রসিদ').click();
  // Each invoice measured and given its own page as long as it is.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('style')).some((style) =>
          style.textContent?.includes('@page roll-2'),
        ),
      ),
    )
    .toBe(true);
  const roll = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pdfPages(roll)).toBe(3);

  await page.getByText('A4', { exact: true }).click();
  const a4 = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  // The two short invoices share a sheet: fewer sheets than invoices.
  expect(pdfPages(a4)).toBeLessThan(3);

  await page.getByText('পার্সেল লেবেল').click();
  await expect(page.getByTestId('parcel-labels').locator('.parcel-label')).toHaveCount(3);
  expect(pdfPages(await page.pdf({ preferCSSPageSize: true }))).toBe(1);

  // Printing is on each order's timeline.
  await page.getByRole('button', { name: 'প্রিন্ট করুন' }).click();
  await expect
    .poll(async () => {
      const response = await request.get(`/api/order/timeline/${short[0]?._id}`, {
        headers: { Authorization: `bearer ${adminApi.token}` },
      });
      return ((await response.json()) as { data: Array<{ kind: string }> }).data[0]?.kind;
    })
    .toBe('printed');
});
