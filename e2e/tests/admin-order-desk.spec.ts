import {
  bengaliTaka,
  expect,
  type Order,
  type Product,
  placeOrder,
  shopData,
  test,
  uniquePhone,
} from '../support/admin.js';

// Decisions 027 and 029: staff change an order on the confirmation call and see the new total;
// enter an order taken on Messenger or the phone; open the customer's earlier orders; and never
// overwrite what a colleague changed.

const unitPrice = (product: Product) => (product.discountPrice > 0 ? product.discountPrice : product.price);

async function outsideDhakaFee(request: Parameters<typeof shopData>[0]): Promise<number> {
  const settings = (await (await request.get('/api/settings')).json()) as {
    data: Array<{ shipping: { outsideDhaka: number } }>;
  };
  return settings.data[0]?.shipping.outsideDhaka ?? 0;
}

test('on the call: one more kilo, another product, outside Dhaka and a discount; the new total shows at once', async ({
  adminPage: page,
  adminApi,
  request,
}) => {
  const placed = await placeOrder(request);
  const ordered = placed.products[0]?.product as Product;
  const { products } = await shopData(request);
  const added = products.find((product) => product._id !== ordered._id) as Product;
  const outside = await outsideDhakaFee(request);

  await page.goto(`/admin/order/${placed._id}`);
  await page.getByRole('button', { name: 'অর্ডার বদলান' }).click();
  const editor = page.getByRole('form', { name: 'অর্ডার বদলান' });
  await editor.getByRole('button', { name: `${ordered.title} — পরিমাণ বাড়ান` }).click();
  await editor.getByLabel('পণ্য যোগ করুন').selectOption(added._id);
  await editor.getByRole('button', { name: 'যোগ করুন', exact: true }).click();
  await editor.getByRole('radio', { name: /ঢাকার বাইরে/ }).check();
  await editor.getByLabel('ছাড় (টাকা)').fill('৫০');
  await editor.getByLabel('ছাড়ের কারণ').fill('পুরনো ক্রেতা');
  const expected = unitPrice(ordered) * 2 + unitPrice(added) - 50 + outside;
  await expect(editor.getByTestId('editor-total')).toHaveText(bengaliTaka(expected));
  await editor.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();

  await expect(page.getByText('অর্ডার বদলানো হয়েছে').first()).toBeVisible();
  await expect(editor).toHaveCount(0);
  const items = page.getByRole('region', { name: 'Ordered Items' });
  await expect(items).toContainText(added.title);
  await expect(items).toContainText('পুরনো ক্রেতা');
  await expect(items).toContainText(bengaliTaka(expected));
  const edit = page.getByTestId('order-timeline').locator('[data-event="edited"]');
  await expect(edit.locator('[data-field="total"]')).toContainText(
    `${bengaliTaka(placed.total)} → ${bengaliTaka(expected)}`,
  );
  expect((await adminApi.order(placed._id)).total).toBe(expected);
});

test.describe('an edit a colleague beat', () => {
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('is refused with what they saved shown, and the editor starts again from it', async ({
    adminPage: page,
    adminApi,
    request,
  }) => {
    const placed = await placeOrder(request, { address: 'পুরনো ঠিকানা' });
    await page.goto(`/admin/order/${placed._id}`);
    await page.getByRole('button', { name: 'অর্ডার বদলান' }).click();
    const editor = page.getByRole('form', { name: 'অর্ডার বদলান' });
    await editor.getByLabel('শহর / জেলা').fill('খুলনা');
    // Meanwhile a colleague changes the address on their phone.
    await adminApi.editOrder(placed._id, { address: 'সহকর্মীর লেখা ঠিকানা' });
    await editor.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();

    await expect(editor.getByRole('alert')).toContainText('অন্য কেউ অর্ডারটি বদলেছেন');
    await expect(editor.getByLabel('ঠিকানা')).toHaveValue('সহকর্মীর লেখা ঠিকানা');
    await expect(editor.getByLabel('শহর / জেলা')).toHaveValue(placed.city);
    const stored: Order = await adminApi.order(placed._id);
    expect([stored.address, stored.city]).toEqual(['সহকর্মীর লেখা ঠিকানা', placed.city]);
  });
});

test('a parcel with the courier cannot be changed: no edit button', async ({
  adminPage: page,
  adminApi,
  request,
}) => {
  const placed = await placeOrder(request);
  await adminApi.setStatus(placed._id, 'shipped');
  await page.goto(`/admin/order/${placed._id}`);
  await expect(page.locator('h1 + [data-status]')).toHaveAttribute('data-status', 'shipped');
  await expect(page.getByRole('button', { name: 'অর্ডার বদলান' })).toHaveCount(0);
});

test('staff enter an order taken on Messenger; the list and the order say where it came from', async ({
  adminPage: page,
  request,
}) => {
  const { products, shipping } = await shopData(request);
  const product = products[0] as Product;
  const phone = uniquePhone();
  await page.goto('/admin/orders');
  await page.getByRole('link', { name: 'নতুন অর্ডার' }).click();
  const editor = page.getByRole('form', { name: 'নতুন অর্ডার' });
  await editor.getByRole('radio', { name: 'মেসেঞ্জার' }).check();
  // Saved empty: the contract's sentences land under the fields, before anything is sent.
  await editor.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(editor.getByText('আপনার নাম লিখুন')).toBeVisible();
  await editor.getByLabel('নাম').fill('মেসেঞ্জারের ক্রেতা');
  await editor.getByLabel('মোবাইল নম্বর').fill(phone);
  await editor.getByLabel('শহর / জেলা').fill('সিলেট');
  await editor.getByLabel('ঠিকানা').fill('জিন্দাবাজার');
  await editor.getByLabel('পণ্য যোগ করুন').selectOption(product._id);
  await editor.getByRole('button', { name: 'যোগ করুন', exact: true }).click();
  await expect(editor.getByTestId('editor-total')).toHaveText(bengaliTaka(unitPrice(product) + shipping));
  await editor.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();

  await expect(page).toHaveURL(/\/admin\/order\/[A-Za-z0-9_-]{16,}$/);
  await expect(page.getByText('অর্ডার নেওয়া হয়েছে')).toBeVisible();
  await expect(page.getByText('মেসেঞ্জার', { exact: true })).toBeVisible();
  await expect(page.getByTestId('order-timeline')).toContainText('মেসেঞ্জার থেকে নেওয়া');

  await page.goto(`/admin/orders?search=${phone}`);
  const row = page.locator('[data-order-id]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('মেসেঞ্জার');
  // Staff took it themselves: entered confirmed, the form's default.
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'confirmed');
});

test('from an order, the customer’s page shows all their orders, how they ended and the notes on them', async ({
  adminPage: page,
  adminApi,
  request,
}) => {
  const phone = uniquePhone();
  const first = await placeOrder(request, { phone, name: 'জেসমিন' });
  const second = await placeOrder(request, { phone, name: 'জেসমিন' });
  await adminApi.setStatus(first._id, 'shipped');
  await adminApi.setStatus(first._id, 'delivered');
  const note = await request.post(`/api/order/add-note/${first._id}`, {
    headers: { Authorization: `bearer ${adminApi.token}` },
    data: { text: 'দুপুরের পরে ফোন ধরেন' },
  });
  expect(note.status()).toBe(201);

  await page.goto(`/admin/order/${second._id}`);
  await page.getByRole('link', { name: 'এই ক্রেতার সব অর্ডার' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customer/${phone}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('জেসমিন');
  const figures = page.getByTestId('customer-figures');
  await expect(figures.locator('[data-figure="orders"] dd')).toHaveText('২');
  await expect(figures.locator('[data-figure="delivered"] dd')).toHaveText('১');
  await expect(figures.locator('[data-figure="spent"] dd')).toHaveText(bengaliTaka(first.total));
  await expect(page.getByTestId('customer-orders').locator('[data-order-id]')).toHaveCount(2);
  await expect(page.getByTestId('customer-notes')).toContainText('দুপুরের পরে ফোন ধরেন');
  await page
    .getByRole('link', { name: `INV-${first.invoiceNumber}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/order/${first._id}$`));
});
