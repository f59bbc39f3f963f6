// @vitest-environment jsdom
import { PARCEL_WAITING_FOR_IDS, type Parcel, routes } from '@haat/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, ok, refuse, server } from '@/test/network';
import { openOrderPage } from '@/test/order-page';
import { anOrder } from '@/test/orders';

// A parcel whose booking answer was lost (decision 058): the order's page says it waits for the
// courier's ids instead of an empty field, and staff may type them from the courier's portal; the
// server checks them with the courier and its refusal shows on the field.

const parcel = (fields: Partial<Parcel> = {}): Parcel => ({
  courier: 'steadfast',
  state: 'booked',
  consignmentId: '',
  trackingCode: '',
  fee: null,
  courierStatus: 'in_review',
  error: '',
  requestedAt: '2026-11-28T10:00:00.000Z',
  bookedAt: '2026-11-28T10:00:05.000Z',
  ...fields,
});

describe('a parcel waiting for its courier ids', () => {
  it('says so in Bengali, and saves the ids staff type once the server has checked them', async () => {
    const order = anOrder({ status: 'shipped', parcel: parcel() });
    const sent: unknown[] = [];
    server.use(
      http.post(api(routes.courierBooking.enterIds.path), async ({ request }) => {
        const body = (await request.json()) as { consignmentId: string };
        sent.push(body);
        if (body.consignmentId === '1424107')
          return refuse(400, 'Steadfast এই আইডিকে INV-1001-এর পার্সেল বলে চেনে না', [
            { path: 'consignmentId', message: 'Steadfast এই আইডিকে INV-1001-এর পার্সেল বলে চেনে না' },
          ]);
        return ok({
          ...order,
          parcel: parcel({ consignmentId: body.consignmentId, trackingCode: 'SF15BAEB8A' }),
        });
      }),
    );
    openOrderPage(order);
    const card = await screen.findByTestId('parcel');
    expect(card).toHaveTextContent(PARCEL_WAITING_FOR_IDS);

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'পোর্টাল থেকে আইডি লিখুন' });
    const id = within(form).getByRole('textbox', { name: 'কনসাইনমেন্ট আইডি' });
    const save = within(form).getByRole('button', { name: 'মিলিয়ে সংরক্ষণ করুন' });

    // Empty, or not as a portal writes it: said at once, nothing asked of the server.
    await user.click(save);
    expect(await within(form).findByText('এই ঘরটি পূরণ করুন')).toBeInTheDocument();
    await user.type(id, 'আইডি ১২');
    await user.click(save);
    expect(await within(form).findByText(/শুধু ইংরেজি অক্ষর/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    // The courier does not know it: the server's words on the field.
    await user.clear(id);
    await user.type(id, '1424107');
    await user.click(save);
    expect(await within(form).findByText(/চেনে না/)).toBeInTheDocument();
    expect(id).toHaveAttribute('aria-invalid', 'true');

    server.use(
      http.get(api(routes.orders.single.path), () =>
        ok({ ...order, parcel: parcel({ consignmentId: '1424108', trackingCode: 'SF15BAEB8A' }) }),
      ),
    );
    await user.clear(id);
    await user.type(id, '1424108');
    await user.type(within(form).getByRole('textbox', { name: 'ট্র্যাকিং কোড' }), 'SF15BAEB8A');
    await user.click(save);
    expect(await screen.findByText('1424108')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ consignmentId: '1424108', trackingCode: 'SF15BAEB8A' });
    expect(screen.getByTestId('parcel')).not.toHaveTextContent(PARCEL_WAITING_FOR_IDS);
    expect(screen.queryByRole('form', { name: 'পোর্টাল থেকে আইডি লিখুন' })).toBeNull();
  });

  it('offers no form for a parcel whose ids are known', async () => {
    openOrderPage(
      anOrder({ status: 'shipped', parcel: parcel({ consignmentId: '1424107', trackingCode: 'SF1' }) }),
    );
    await screen.findByText('1424107');
    expect(screen.queryByRole('form', { name: 'পোর্টাল থেকে আইডি লিখুন' })).toBeNull();
    expect(screen.getByTestId('parcel')).not.toHaveTextContent(PARCEL_WAITING_FOR_IDS);
  });

  it('for Pathao asks only the consignment id', async () => {
    openOrderPage(anOrder({ status: 'shipped', parcel: parcel({ courier: 'pathao' }) }));
    const form = await screen.findByRole('form', { name: 'পোর্টাল থেকে আইডি লিখুন' });
    expect(
      within(form)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['consignmentId']);
  });
});
