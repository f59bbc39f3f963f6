// @vitest-environment jsdom
import { type CheckoutDraft, type ConvertCheckoutDraft, routes } from '@haat/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminSession, signIn } from '@/test/admin';
import { api, http, ok, server } from '@/test/network';
import { anOrder } from '@/test/orders';
import { renderApp } from '@/test/render';
import { ConvertDialog } from './convert-dialog';

// Decision 039: a draft of a name and a phone opens the convert sheet with what is known; a phone
// that ordered before fills its last city and address, and staff pick the products there.

const mango = anOrder().products[0]?.product;
const draft: CheckoutDraft = {
  _id: 'draftAbCdEfGhIjKlMnOp',
  phone: '01711000002',
  name: 'নাসরিন',
  city: '',
  address: '',
  products: [],
  shipping: null,
  total: 0,
  state: 'open',
  order: null,
  createdAt: '2026-11-28T04:00:00.000Z',
  updatedAt: '2026-11-28T04:00:00.000Z',
};

describe('the convert sheet', () => {
  it('fills a known phone’s last address, takes the products picked, and sends them with the fee', async () => {
    signIn('staff');
    const sent: ConvertCheckoutDraft[] = [];
    server.use(
      http.get(api(routes.settings.list.path), () => ok([])),
      http.get(api(routes.products.list.path), () => ok([{ ...mango, description: '', sold: 0 }])),
      // The phone's newest order, found by searching the list for the number.
      http.get(api(routes.orders.list.path), () =>
        ok([anOrder({ phone: draft.phone, name: 'নাসরিন আক্তার', city: 'রংপুর', address: 'জাহাজ কোম্পানির মোড়' })]),
      ),
      http.post(api(routes.checkoutDrafts.convert.path), async ({ request }) => {
        sent.push((await request.json()) as ConvertCheckoutDraft);
        return ok(anOrder(), 201);
      }),
    );
    const { user } = renderApp(
      <AdminSession>
        <ConvertDialog draft={draft} who={draft.name} onClose={() => undefined} />
      </AdminSession>,
      { path: '/admin/checkout-drafts' },
    );
    await waitFor(() => expect(screen.getByLabelText('ঠিকানা')).toHaveValue('জাহাজ কোম্পানির মোড়'));
    expect(screen.getByLabelText('শহর / জেলা')).toHaveValue('রংপুর');
    // What the visitor typed stays.
    expect(screen.getByLabelText('নাম')).toHaveValue('নাসরিন');
    await user.selectOptions(screen.getByLabelText('পণ্য যোগ করুন'), mango?._id ?? '');
    await user.click(screen.getByRole('button', { name: 'যোগ করুন' }));
    await user.click(screen.getByRole('button', { name: 'অর্ডার নিশ্চিত করুন' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      name: 'নাসরিন',
      city: 'রংপুর',
      address: 'জাহাজ কোম্পানির মোড়',
      products: [{ product: mango?._id, quantity: 1 }],
    });
  });
});
