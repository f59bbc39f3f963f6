// @vitest-environment jsdom
import { type Product, routes } from '@haat/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminSession, signIn } from '@/test/admin';
import { api, http, ok, server } from '@/test/network';
import { renderApp } from '@/test/render';
import { ProductForm } from './product-form';

// Decision 064: the owner edits a product's sizes, their stock (a difference) and its season.

const langra: Product = {
  _id: 'productLangraAbCdEfGh',
  title: 'ল্যাংড়া আম',
  price: 1200,
  discountPrice: 0,
  img: 'langra.webp',
  description: '<p>মিষ্টি</p>',
  sizes: [
    {
      _id: 'sizeFiveKiloAbCdEfGhI',
      name: '৫ কেজি',
      price: 1200,
      discountPrice: 0,
      weightGrams: 5000,
      stock: 0,
      closed: false,
    },
    {
      _id: 'sizeTenKiloAbCdEfGhIj',
      name: '১০ কেজি',
      price: 2300,
      discountPrice: 2200,
      weightGrams: 10000,
      stock: 12,
      closed: false,
    },
  ],
  hidden: false,
  saleFrom: null,
  saleUntil: null,
  announce: false,
};

function renderForm() {
  signIn('admin');
  const sent: Record<string, FormDataEntryValue>[] = [];
  server.use(
    http.put(api(routes.products.update.path), async ({ request }) => {
      sent.push(Object.fromEntries(await request.formData()));
      return ok(langra);
    }),
  );
  const view = renderApp(
    <AdminSession>
      <ProductForm product={langra} />
    </AdminSession>,
    { path: `/admin/product/edit/${langra._id}` },
  );
  return { ...view, sent };
}

const sizeCard = (number: string) => screen.findByRole('region', { name: `সাইজ ${number}` });

describe('the size editor', () => {
  it('closes a sold-out size, restocks another by the difference, adds a size and sets the season', async () => {
    const { user, sent } = renderForm();
    const first = await sizeCard('১');
    await user.click(within(first).getByRole('checkbox', { name: /এই সাইজ বন্ধ/ }));

    const second = await sizeCard('২');
    const stock = within(second).getByRole('textbox', { name: 'স্টক (কয়টি আছে)' });
    await user.clear(stock);
    await user.type(stock, '20');

    await user.click(screen.getByRole('button', { name: 'আরেকটি সাইজ যোগ করুন' }));
    const third = await sizeCard('৩');
    await user.type(within(third).getByRole('textbox', { name: 'সাইজের নাম' }), '২০ কেজি');
    await user.type(within(third).getByRole('textbox', { name: 'দাম (টাকা)' }), '৪৪০০');
    await user.type(within(third).getByRole('textbox', { name: 'ওজন (গ্রাম)' }), '20000');

    await user.type(screen.getByLabelText('বিক্রি শুরু'), '2026-05-20');
    await user.click(screen.getByRole('checkbox', { name: /"আসছে" দেখান/ }));

    await user.click(screen.getByRole('button', { name: 'সংরক্ষণ করুন' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0] ?? {};
    expect(body).toMatchObject({ saleFrom: '2026-05-20', saleUntil: '', announce: 'true', hidden: 'false' });
    const [fiveKilo, tenKilo] = langra.sizes;
    expect(JSON.parse(String(body.sizes))).toEqual([
      { ...fiveKilo, stockWas: 0, closed: true },
      { ...tenKilo, stock: 20, stockWas: 12 },
      {
        name: '২০ কেজি',
        price: 4400,
        discountPrice: 0,
        weightGrams: 20000,
        stock: null,
        stockWas: null,
        closed: false,
      },
    ]);
  });

  it('removes a size, and asks a name of each size once there are two', async () => {
    const { user, sent } = renderForm();
    await sizeCard('১');
    await user.click(screen.getByRole('button', { name: 'সাইজ ১ সরান' }));
    expect(screen.queryByRole('region', { name: 'সাইজ ২' })).toBeNull();
    // One size left: it cannot be removed.
    expect(screen.queryByRole('button', { name: /সরান$/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'আরেকটি সাইজ যোগ করুন' }));
    const added = await sizeCard('২');
    await user.type(within(added).getByRole('textbox', { name: 'দাম (টাকা)' }), '500');
    await user.click(screen.getByRole('button', { name: 'সংরক্ষণ করুন' }));
    expect(await within(added).findByText('সাইজের নাম লিখুন (যেমন ৫ কেজি)')).toBeVisible();
    expect(sent).toHaveLength(0);

    await user.type(within(added).getByRole('textbox', { name: 'সাইজের নাম' }), '৫০০ গ্রাম');
    await user.click(screen.getByRole('button', { name: 'সংরক্ষণ করুন' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const sizes = JSON.parse(String(sent[0]?.sizes)) as { _id?: string; name: string }[];
    expect(sizes.map((size) => [size._id, size.name])).toEqual([
      ['sizeTenKiloAbCdEfGhIj', '১০ কেজি'],
      [undefined, '৫০০ গ্রাম'],
    ]);
  });
});
