// @vitest-environment jsdom
import { routes } from '@haat/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, ok, refuse, server } from '@/test/network';
import { openOrderPage } from '@/test/order-page';
import { anOrder } from '@/test/orders';

// Decision 071: the owner splits a heavy order into two parcels on its page. The sheet shows each
// part's weight and cash as pieces are chosen, and sends the pieces of each line to move.

const line = (
  id: string,
  title: string,
  size: string,
  quantity: number,
  weightGrams: number,
  price: number,
) => ({
  _id: id,
  quantity,
  product: { _id: `product${id}`, title, img: 'mango.webp', price, discountPrice: 0 },
  size: { _id: `size${id}`, name: size },
  weightGrams,
});

const heavy = anOrder({
  shipping: 200,
  discount: 100,
  total: 2 * 1500 + 700 + 200 - 100,
  products: [
    line('lineLangraAbCdEfGhIjKl', 'ল্যাংড়া আম', '১০ কেজি', 2, 10_000, 1500),
    line('lineHoneyAbCdEfGhIjKlM', 'চাকের মধু', '৫ কেজি', 1, 5_000, 700),
  ],
});

describe('splitting an order into two parcels', () => {
  it('shows each part’s weight and cash as pieces are chosen, and sends the pieces moved', async () => {
    const sent: unknown[] = [];
    const splitOff = anOrder({
      _id: 'splitOrderAbCdEfGhIjKl',
      invoiceNumber: 1077,
      shipping: 0,
      total: 1500,
      products: [line('lineNewAbCdEfGhIjKlMn', 'ল্যাংড়া আম', '১০ কেজি', 1, 10_000, 1500)],
    });
    server.use(
      http.post(api(routes.orderSplit.split.path), async ({ request }) => {
        sent.push(await request.json());
        return ok({ original: { ...heavy, version: 2 }, split: splitOff }, 201);
      }),
    );
    openOrderPage(heavy);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'দুই পার্সেলে ভাগ করুন' }));
    const sheet = screen.getByRole('form', { name: 'দুই পার্সেলে ভাগ' });
    const first = within(sheet).getByTestId('split-first');
    const second = within(sheet).getByTestId('split-second');
    expect(first).toHaveTextContent('৩ পিস · ২৫ কেজি · আদায় ৳৩,৮০০');
    expect(second).toHaveTextContent('০ পিস · ০ কেজি');
    const submit = within(sheet).getByRole('button', { name: 'ভাগ করুন' });
    expect(submit).toBeDisabled();

    const moreLangra = within(sheet).getByRole('button', {
      name: 'ল্যাংড়া আম — ১০ কেজি: দ্বিতীয় পার্সেলে এক পিস বেশি',
    });
    await user.click(moreLangra);
    expect(first).toHaveTextContent('২ পিস · ১৫ কেজি · আদায় ৳২,৩০০');
    expect(second).toHaveTextContent('১ পিস · ১০ কেজি · আদায় ৳১,৫০০');
    // Both boxes away would leave nothing for the first parcel: said, and not sent.
    await user.click(moreLangra);
    await user.click(
      within(sheet).getByRole('button', { name: 'চাকের মধু — ৫ কেজি: দ্বিতীয় পার্সেলে এক পিস বেশি' }),
    );
    expect(within(sheet).getByText('প্রথম পার্সেলেও অন্তত একটি পিস রাখুন।')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.click(
      within(sheet).getByRole('button', { name: 'চাকের মধু — ৫ কেজি: দ্বিতীয় পার্সেলে এক পিস কম' }),
    );
    await user.click(
      within(sheet).getByRole('button', { name: 'ল্যাংড়া আম — ১০ কেজি: দ্বিতীয় পার্সেলে এক পিস কম' }),
    );
    expect(second).toHaveTextContent('১ পিস · ১০ কেজি · আদায় ৳১,৫০০');

    await user.click(submit);
    expect(await screen.findByRole('link', { name: 'ভাগ হয়েছে: নতুন অর্ডার INV-1077' })).toHaveAttribute(
      'href',
      '/admin/order/splitOrderAbCdEfGhIjKl',
    );
    expect(sent).toEqual([
      { version: heavy.version, lines: [{ line: 'lineLangraAbCdEfGhIjKl', quantity: 1 }] },
    ]);
    expect(screen.queryByRole('form', { name: 'দুই পার্সেলে ভাগ' })).toBeNull();
  });

  it('shows the server’s refusal in the sheet', async () => {
    server.use(
      http.post(api(routes.orderSplit.split.path), () =>
        refuse(400, 'পার্সেল কুরিয়ারে পাঠানো হয়েছে; ভাগ করা যায় না।', [
          { path: 'status', message: 'পার্সেল কুরিয়ারে পাঠানো হয়েছে; ভাগ করা যায় না।' },
        ]),
      ),
    );
    openOrderPage(heavy);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'দুই পার্সেলে ভাগ করুন' }));
    const sheet = screen.getByRole('form', { name: 'দুই পার্সেলে ভাগ' });
    await user.click(
      within(sheet).getByRole('button', { name: 'ল্যাংড়া আম — ১০ কেজি: দ্বিতীয় পার্সেলে এক পিস বেশি' }),
    );
    await user.click(within(sheet).getByRole('button', { name: 'ভাগ করুন' }));
    expect(await within(sheet).findByText('পার্সেল কুরিয়ারে পাঠানো হয়েছে; ভাগ করা যায় না।')).toBeInTheDocument();
  });

  it('is not offered for a shipped order or an order of one piece', async () => {
    const { unmount } = openOrderPage({ ...heavy, status: 'shipped' });
    await screen.findByRole('heading', { name: 'INV-1042' });
    expect(screen.queryByRole('button', { name: 'দুই পার্সেলে ভাগ করুন' })).toBeNull();
    unmount();
    openOrderPage(anOrder());
    await screen.findByRole('heading', { name: 'INV-1042' });
    expect(screen.queryByRole('button', { name: 'দুই পার্সেলে ভাগ করুন' })).toBeNull();
  });
});
