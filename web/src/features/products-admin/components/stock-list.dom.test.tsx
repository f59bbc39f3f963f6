// @vitest-environment jsdom
import { type Product, routes, type StockRow } from '@haat/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminSession, signIn } from '@/test/admin';
import { api, http, ok, server } from '@/test/network';
import { renderApp } from '@/test/render';
import { StockList } from './stock-list';

// Decision 064: the owner's stock list, and its one-tap close of a sold-out size.

const langra: Product = {
  _id: 'productLangraAbCdEfGh',
  title: 'ল্যাংড়া আম',
  price: 1200,
  discountPrice: 0,
  img: 'langra.webp',
  description: '',
  sizes: [
    {
      _id: 'sizeFiveKiloAbCdEfGhI',
      name: '৫ কেজি',
      price: 1200,
      discountPrice: 0,
      weightGrams: 5000,
      stock: 3,
      closed: false,
    },
    {
      _id: 'sizeTenKiloAbCdEfGhIj',
      name: '১০ কেজি',
      price: 2300,
      discountPrice: 0,
      weightGrams: 10000,
      stock: 0,
      closed: false,
    },
  ],
  hidden: false,
  saleFrom: '2026-05-20',
  saleUntil: null,
  announce: true,
};

const rowOf = (size: Product['sizes'][number], held: number, state: StockRow['state']): StockRow => ({
  product: { _id: langra._id, title: langra.title },
  size: { _id: size._id, name: size.name, closed: size.closed },
  stock: size.stock,
  held,
  state,
});

describe('the stock list', () => {
  it('shows what is left and held, and closes a sold-out size without moving its stock', async () => {
    signIn('admin');
    let product = langra;
    const sent: Record<string, FormDataEntryValue>[] = [];
    const [fiveKilo, tenKilo] = langra.sizes as [Product['sizes'][number], Product['sizes'][number]];
    server.use(
      http.get(api(routes.products.stock.path), () =>
        ok([rowOf(fiveKilo, 2, 'low'), rowOf(product.sizes[1] ?? tenKilo, 1, 'sold-out')]),
      ),
      http.get(api(routes.products.get.path), () => ok(product)),
      http.put(api(routes.products.update.path), async ({ request }) => {
        sent.push(Object.fromEntries(await request.formData()));
        product = { ...langra, sizes: [fiveKilo, { ...tenKilo, closed: true }] };
        return ok(product);
      }),
    );
    const { user } = renderApp(
      <AdminSession>
        <StockList />
      </AdminSession>,
      { path: '/admin/product/stock' },
    );
    const low = await screen.findByRole('listitem', { name: 'ল্যাংড়া আম — ৫ কেজি' });
    expect(within(low).getByText('কম আছে')).toBeVisible();
    expect(within(low).getByText('৩')).toBeVisible();
    expect(within(low).queryByRole('button')).toBeNull();

    const soldOut = screen.getByRole('listitem', { name: 'ল্যাংড়া আম — ১০ কেজি' });
    expect(within(soldOut).getByText('স্টক শেষ')).toBeVisible();
    expect(within(soldOut).getByText('১')).toBeVisible();
    await user.click(within(soldOut).getByRole('button', { name: 'সাইজটি বন্ধ করুন' }));

    expect(await within(soldOut).findByText('বন্ধ: ক্রেতা এটি দেখবেন না')).toBeVisible();
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0] ?? {};
    // The season goes back as it was: the PUT replaces every field.
    expect(body).toMatchObject({ title: langra.title, saleFrom: '2026-05-20', announce: 'true' });
    expect(JSON.parse(String(body.sizes))).toEqual([
      { ...fiveKilo, stockWas: 3 },
      { ...tenKilo, stockWas: 0, closed: true },
    ]);
  });

  it('says once that an unlimited size is unlimited, with what orders hold of it', async () => {
    signIn('admin');
    const [fiveKilo] = langra.sizes as [Product['sizes'][number]];
    server.use(
      http.get(api(routes.products.stock.path), () =>
        ok([rowOf({ ...fiveKilo, stock: null }, 4, 'unlimited')]),
      ),
    );
    renderApp(
      <AdminSession>
        <StockList />
      </AdminSession>,
      { path: '/admin/product/stock' },
    );
    const unlimited = await screen.findByRole('listitem', { name: 'ল্যাংড়া আম — ৫ কেজি' });
    expect(within(unlimited).getAllByText(/সীমাহীন/)).toEqual([within(unlimited).getByText('স্টক সীমাহীন')]);
    expect(within(unlimited).getByRole('definition')).toHaveTextContent('৪');
    expect(within(unlimited).getByRole('term')).toHaveTextContent('অর্ডারে ধরা (পাঠানো হয়নি)');
  });
});
