// @vitest-environment jsdom
import { routes, type StaffOrder } from '@haat/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminSession, signIn } from '@/test/admin';
import { api, http, ok, server } from '@/test/network';
import { anOrder } from '@/test/orders';
import { renderApp } from '@/test/render';
import { NewOrder } from './order-new';

// Decision 027: an order staff took on the phone or Messenger. Taken by them, it is confirmed as it
// is entered (through the one status move, on the server); a phone that ordered before fills the
// name, city and address.

const mango = anOrder().products[0]?.product;
const known = { phone: '01711000001', name: 'সালমা বেগম' };
const lastOrder = anOrder({
  _id: 'orderLastAbCdEfGhIjKl',
  phone: known.phone,
  name: known.name,
  city: 'রাজশাহী',
  address: 'উপশহর, সেক্টর ৩',
  status: 'delivered',
});

function answer(entered: StaffOrder[]) {
  server.use(
    http.get(api(routes.settings.list.path), () => ok([])),
    http.get(api(routes.products.list.path), () => ok([{ ...mango, description: '', sold: 0 }])),
    // The phone's newest order, found by searching the list for the number.
    http.get(api(routes.orders.list.path), ({ request }) => {
      const search = new URL(request.url).searchParams.get('search');
      return ok(search === known.phone ? [lastOrder] : []);
    }),
    http.post(api(routes.orders.staffCreate.path), async ({ request }) => {
      const body = (await request.json()) as StaffOrder;
      entered.push(body);
      return ok(anOrder({ name: body.name, phone: body.phone, status: body.status ?? 'pending' }), 201);
    }),
  );
}

function openForm() {
  signIn('staff');
  return renderApp(
    <AdminSession>
      <NewOrder />
    </AdminSession>,
    { path: '/admin/orders/new' },
  );
}

describe('a new order staff enter', () => {
  it('fills the name, city and address from a phone that ordered before, and is entered confirmed', async () => {
    const entered: StaffOrder[] = [];
    answer(entered);
    const { user } = openForm();
    await user.type(await screen.findByLabelText('মোবাইল নম্বর'), known.phone);
    await waitFor(() => expect(screen.getByLabelText('নাম')).toHaveValue('সালমা বেগম'));
    expect(screen.getByLabelText('শহর / জেলা')).toHaveValue('রাজশাহী');
    expect(screen.getByLabelText('ঠিকানা')).toHaveValue('উপশহর, সেক্টর ৩');
    expect(screen.getByRole('switch', { name: /নিশ্চিত অর্ডার হিসেবে যোগ করুন/ })).toBeChecked();
    await user.selectOptions(screen.getByLabelText('পণ্য যোগ করুন'), mango?._id ?? '');
    await user.click(screen.getByRole('button', { name: 'যোগ করুন' }));
    await user.click(screen.getByRole('button', { name: 'সংরক্ষণ করুন' }));
    await waitFor(() => expect(entered).toHaveLength(1));
    expect(entered[0]).toMatchObject({
      name: 'সালমা বেগম',
      phone: known.phone,
      city: 'রাজশাহী',
      address: 'উপশহর, সেক্টর ৩',
      status: 'confirmed',
    });
  });

  it('keeps what staff typed, and enters it pending when they say the customer has not agreed yet', async () => {
    const entered: StaffOrder[] = [];
    answer(entered);
    const { user } = openForm();
    await user.type(await screen.findByLabelText('নাম'), 'সালমা');
    await user.type(screen.getByLabelText('মোবাইল নম্বর'), known.phone);
    await waitFor(() => expect(screen.getByLabelText('শহর / জেলা')).toHaveValue('রাজশাহী'));
    expect(screen.getByLabelText('নাম')).toHaveValue('সালমা');
    await user.click(screen.getByRole('switch', { name: /নিশ্চিত অর্ডার হিসেবে যোগ করুন/ }));
    await user.selectOptions(screen.getByLabelText('পণ্য যোগ করুন'), mango?._id ?? '');
    await user.click(screen.getByRole('button', { name: 'যোগ করুন' }));
    await user.click(screen.getByRole('button', { name: 'সংরক্ষণ করুন' }));
    await waitFor(() => expect(entered).toHaveLength(1));
    expect(entered[0]).toMatchObject({ name: 'সালমা', status: 'pending' });
  });
});
