import type { Product as CatalogProduct } from '@haat/contract';
import { dataOf, expect, test } from '../support/own-shop.js';
import { smallControls } from '../support/touch-targets.js';

// Decision 064: the owner sees a sold-out size on the stock list, closes it with one tap on a
// phone, and the storefront stops offering it.

test.use({ viewport: { width: 390, height: 844 } });
// A shop of its own: the product this file gives a sold-out size is one other files order.
test.use({ freshShop: 'stock-list' });

type Product = Pick<CatalogProduct, '_id' | 'title' | 'description' | 'sizes'>;

test('the owner closes a sold-out size and the storefront no longer offers it', async ({
  adminPage: page,
  adminApi,
}) => {
  const [product] = await dataOf<Product[]>(await adminApi.get('/api/product/all'));
  if (!product) throw new Error('the seeded shop has no product');
  const [first] = product.sizes;
  if (!first) throw new Error(`${product.title} has no size`);
  const soldOutName = 'বড় বাক্স';
  // Two sizes, the second with none left: the card still offers it, as «স্টক শেষ».
  await dataOf(
    await adminApi.put(`/api/product/update/${product._id}`, {
      multipart: {
        title: product.title,
        description: product.description,
        sizes: JSON.stringify([
          { ...first, name: first.name || 'ছোট বাক্স', stockWas: first.stock },
          { name: soldOutName, price: first.price * 2, weightGrams: 10_000, stock: 0 },
        ]),
      },
    }),
  );
  const soldOutRadio = () => page.locator('#products').getByRole('radio', { name: new RegExp(soldOutName) });
  await page.goto('/');
  await expect(soldOutRadio()).toHaveCount(1);

  await page.goto('/admin');
  await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
  await page.getByRole('link', { name: 'স্টক', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/product\/stock$/);
  const row = page.getByRole('listitem', { name: `${product.title} — ${soldOutName}` });
  await expect(row.getByText('স্টক শেষ')).toBeVisible();
  expect(await smallControls(row)).toEqual([]);
  await row.getByRole('button', { name: 'সাইজটি বন্ধ করুন' }).click();
  await expect(row.getByText('বন্ধ: ক্রেতা এটি দেখবেন না')).toBeVisible();

  const saved = await dataOf<Product>(await adminApi.get(`/api/product/${product._id}`));
  expect(saved.sizes.map((size) => [size.name, size.stock, size.closed])).toEqual([
    [first.name || 'ছোট বাক্স', first.stock, false],
    [soldOutName, 0, true],
  ]);

  await page.goto('/');
  await expect(page.locator('#products').getByText(product.title).first()).toBeVisible();
  await expect(soldOutRadio()).toHaveCount(0);
});
