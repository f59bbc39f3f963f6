import { dataOf, expect, pngFile, test } from '../support/own-shop.js';
import { openHome, taka } from '../support/storefront.js';

// The last test sends a file that only pretends to be a PNG: the server answers 415 on purpose.
test.use({ allowedConsoleErrors: [/status of 415/] });

interface Product {
  _id: string;
  title: string;
  price: number;
  discountPrice: number;
  img: string;
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const productRow = (page: import('@playwright/test').Page, title: string) =>
  page.locator('tr[data-product-id]', { hasText: title });
const shopCard = (page: import('@playwright/test').Page, title: string) =>
  page.locator('#products li', { hasText: title });

async function createProduct(
  api: import('@playwright/test').APIRequestContext,
  title: string,
  price = 700,
): Promise<Product> {
  return dataOf<Product>(
    await api.post('/api/product/add', {
      multipart: {
        title,
        price: String(price),
        discountPrice: '0',
        description: '<p>x</p>',
        img: pngFile('p.png'),
      },
    }),
  );
}

test('add a product with a picture and a formatted description; the shop shows it at once', async ({
  adminPage: page,
  request,
}) => {
  const title = unique('পরীক্ষার হিমসাগর আম');
  await page.goto('/admin/product/add');
  await page.getByLabel('পণ্যের নাম').fill(title);
  // Bengali digits are whole taka too.
  await page.getByLabel('দাম (টাকা)', { exact: true }).fill('১২০০');
  await page.getByLabel('ছাড়ের দাম (টাকা)').fill('999');

  const editor = page.getByRole('textbox', { name: 'পণ্যের বিবরণ' });
  await editor.click();
  await page.keyboard.type('সরাসরি ');
  // Wait for each toggle to take before typing on: a real person's next key comes later than a script's.
  const bold = page.getByRole('button', { name: 'মোটা অক্ষর' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toBeFocused();
  await page.keyboard.type('বাগান থেকে');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await expect(editor).toBeFocused();
  await page.keyboard.press('Enter');
  const bullets = page.getByRole('button', { name: 'বুলেট তালিকা' });
  await bullets.click();
  await expect(bullets).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toBeFocused();
  await page.keyboard.type('ফরমালিনমুক্ত');
  await page.keyboard.press('Enter');
  await page.keyboard.type('কার্বাইডমুক্ত');
  // The editor may split the bold run into neighbouring <strong> nodes while typing; the text is what counts.
  await expect.poll(async () => (await editor.locator('strong').allTextContents()).join('')).toBe('বাগান থেকে');
  await expect(editor.locator('li')).toHaveCount(2);

  await page.getByLabel('পণ্যের ছবি').setInputFiles(pngFile('mango.png'));
  await expect(page.getByTestId('image-preview')).toBeVisible();
  await expect(page.getByText(/^mango\.png \(/)).toBeVisible();

  await page.getByRole('button', { name: 'পণ্য যোগ করুন' }).click();
  await expect(page).toHaveURL(/\/admin\/product\/all$/);
  await expect(page.getByText('নতুন পণ্য যোগ হয়েছে')).toBeVisible();
  const row = productRow(page, title);
  await expect(row).toContainText(taka(1200));
  await expect(row).toContainText(taka(999));
  await expect(row.getByRole('img')).toHaveAttribute('src', /^\/api\/product\/[\w-]+-w320\.webp$/);

  // The server renders / again after the write: the new product is in the HTML it sends.
  expect(await (await request.get('/')).text()).toContain(title);
  // Wait for the app to take over the server's HTML: a click before that reaches no handler.
  await openHome(page);
  const card = shopCard(page, title);
  await expect(card).toContainText(taka(999));
  await card.getByRole('button', { name: /See More/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('strong', { hasText: 'বাগান থেকে' })).toBeVisible();
  await expect(dialog.locator('li')).toHaveText(['ফরমালিনমুক্ত', 'কার্বাইডমুক্ত']);
});

test('field errors: the server’s rules run in the browser first, and the server’s own land on the field', async ({
  adminPage: page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/product/add')) sent.push(request.method());
  });
  await page.goto('/admin/product/add');
  const submit = page.getByRole('button', { name: 'পণ্য যোগ করুন' });
  await submit.click();
  await expect(page.getByText('এই ঘরটি পূরণ করুন')).toHaveCount(2);
  await expect(page.getByText('একটি ছবি বেছে নিন', { exact: true })).toBeVisible();

  await page.getByLabel('পণ্যের নাম').fill(unique('দাম যাচাই'));
  await page.getByLabel('দাম (টাকা)', { exact: true }).fill('500');
  await page.getByLabel('ছাড়ের দাম (টাকা)').fill('600');
  await page
    .getByLabel('পণ্যের ছবি')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await submit.click();
  await expect(page.getByText('একটি ছবি বেছে নিন (JPEG, PNG, WebP বা GIF)')).toBeVisible();

  await page.getByLabel('পণ্যের ছবি').setInputFiles(pngFile('ok.png'));
  await submit.click();
  await expect(page.getByText('ছাড়ের দাম মূল দামের চেয়ে বেশি হতে পারে না')).toBeVisible();
  await expect(page.getByLabel('ছাড়ের দাম (টাকা)')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);

  // A file that calls itself a PNG passes the browser's check; the server reads its bytes and says no.
  await page.getByLabel('ছাড়ের দাম (টাকা)').fill('450');
  await page
    .getByLabel('পণ্যের ছবি')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload=alert(1)>') });
  await submit.click();
  await expect(
    page.getByText('এই ধরনের ফাইল গ্রহণ করা হয় না। JPEG, PNG, WebP বা GIF ছবি দিন।').first(),
  ).toBeVisible();
  await expect(page.getByLabel('পণ্যের ছবি')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/admin\/product\/add$/);
  expect(sent).toEqual(['POST']);
});

test('change a price before Eid: the list and the shop show the new one', async ({
  adminPage: page,
  adminApi,
}) => {
  const product = await createProduct(adminApi, unique('ঈদের খেজুর'), 700);
  await page.goto('/admin/product/all');
  await productRow(page, product.title)
    .getByRole('link', { name: `${product.title} সম্পাদনা` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/product/edit/${product._id}$`));
  const price = page.getByLabel('দাম (টাকা)', { exact: true });
  await expect(price).toHaveValue('700');
  await price.fill('650');
  await page.getByLabel('ছাড়ের দাম (টাকা)').fill('600');
  await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();

  await expect(page.getByText('পণ্যের তথ্য সংরক্ষণ হয়েছে')).toBeVisible();
  await expect(productRow(page, product.title)).toContainText(taka(600));
  const saved = await dataOf<Product>(await adminApi.get(`/api/product/${product._id}`));
  expect(saved).toMatchObject({ price: 650, discountPrice: 600, img: product.img });

  await page.goto('/');
  await expect(shopCard(page, product.title)).toContainText(taka(600));
});

test('delete a product only after confirming', async ({ adminPage: page, adminApi, request }) => {
  const product = await createProduct(adminApi, unique('মুছে ফেলার পণ্য'));
  await page.goto('/admin/product/all');
  const row = productRow(page, product.title);
  const remove = row.getByRole('button', { name: `${product.title} মুছুন` });

  const confirmations: string[] = [];
  page.once('dialog', (dialog) => {
    confirmations.push(dialog.message());
    void dialog.dismiss();
  });
  await remove.click();
  expect(confirmations[0]).toContain(product.title);
  await expect(row).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await remove.click();
  await expect(page.getByText('পণ্যটি মুছে ফেলা হয়েছে')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await request.get(`/api/product/${product._id}`)).status()).toBe(404);
  await page.goto('/');
  await expect(page.locator('#products li').first()).toBeVisible();
  await expect(shopCard(page, product.title)).toHaveCount(0);
});

test('a phone gets cards with thumb-sized buttons instead of the table', async ({
  adminPage: page,
  adminApi,
}) => {
  const product = await createProduct(adminApi, unique('ফোনের পণ্য'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/product/all');
  const card = page.locator('li[data-product-id]', { hasText: product.title });
  await expect(card).toBeVisible();
  await expect(page.locator('table')).toBeHidden();
  const edit = card.getByRole('link', { name: `${product.title} সম্পাদনা` });
  const box = await edit.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
  await edit.click();
  await expect(page.getByLabel('পণ্যের নাম')).toHaveValue(product.title);
  // The description's toolbar too: every button a thumb can hit (44 px).
  const tools = page.getByRole('toolbar').getByRole('button');
  await expect(tools).toHaveCount(7);
  for (const tool of await tools.all()) {
    const size = await tool.boundingBox();
    expect(Math.min(size?.width ?? 0, size?.height ?? 0)).toBeGreaterThanOrEqual(44);
  }
});
