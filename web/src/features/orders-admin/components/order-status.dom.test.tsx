// @vitest-environment jsdom
import { ORDER_STATUS_NAMES, type Order, type OrderStatus, routes } from '@haat/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminSession, signIn } from '@/test/admin';
import { api, http, ok, refuse, server } from '@/test/network';
import { anOrder } from '@/test/orders';
import { renderApp } from '@/test/render';
import { OrderDetail } from './order-detail';
import { OrderQuickActions } from './order-quick-actions';

// The status menu of an order's page, and the one-tap moves of the order list, offer only the moves
// the business makes from the order's status (decision 024, contract/src/order-rules.ts), named as
// staff read them.

/** Each status as staff read it: the contract's words, which the server's refusals use too. */
const NAMES = ORDER_STATUS_NAMES;

/** What the order's page asks the server: the order, its timeline, the couriers it could go with. */
function answerOrder(order: Order) {
  server.use(
    http.get(api(routes.orders.single.path), () => ok(order)),
    http.get(api(routes.orderTimeline.list.path), () => ok([])),
    http.get(api(routes.courierBooking.readiness.path), () => ok([])),
  );
}

async function openOrder(order: Order) {
  signIn();
  answerOrder(order);
  const view = renderApp(
    <AdminSession>
      <OrderDetail orderId={order._id} />
    </AdminSession>,
    { path: `/admin/order/${order._id}` },
  );
  const menu = await screen.findByRole('combobox', { name: 'অবস্থা বদলান' });
  return { ...view, menu };
}

/** Answers every status change with the order moved, and keeps each body sent. */
function recordMoves(order: Order): unknown[] {
  const sent: unknown[] = [];
  server.use(
    http.put(api(routes.orders.updateStatus.path), async ({ request }) => {
      const body = (await request.json()) as { status: OrderStatus };
      sent.push(body);
      return ok({ ...order, status: body.status });
    }),
  );
  return sent;
}

const offered = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the order status menu', () => {
  it.each<[OrderStatus, OrderStatus[]]>([
    ['pending', ['confirmed', 'on_hold', 'shipped', 'cancelled']],
    ['confirmed', ['shipped', 'on_hold', 'pending', 'cancelled']],
    ['on_hold', ['confirmed', 'pending', 'cancelled']],
    ['shipped', ['delivered', 'returned']],
    ['delivered', ['returned']],
    ['cancelled', ['pending']],
  ])('from %s offers the order’s own status and exactly its moves: %j', async (status, moves) => {
    const { menu } = await openOrder(anOrder({ status }));
    expect(menu).toHaveDisplayValue(NAMES[status]);
    expect(menu).toBeEnabled();
    expect(offered(menu)).toEqual([NAMES[status], ...moves.map((move) => NAMES[move])]);
  });

  it('offers nothing for a returned parcel, and says why', async () => {
    const { menu } = await openOrder(anOrder({ status: 'returned' }));
    expect(offered(menu)).toEqual([NAMES.returned]);
    expect(menu).toBeDisabled();
    expect(menu).toHaveAccessibleDescription('ফেরত আসা অর্ডারের অবস্থা আর বদলানো যায় না।');
  });

  it('sends the move chosen, then offers the moves of the new status', async () => {
    const order = anOrder({ status: 'pending' });
    const sent: unknown[] = [];
    server.use(
      http.put(api(routes.orders.updateStatus.path), async ({ request, params }) => {
        const body = (await request.json()) as { status: OrderStatus };
        sent.push({ id: params.id, body });
        const moved = { ...order, status: body.status, version: order.version + 1 };
        answerOrder(moved);
        return ok(moved);
      }),
    );
    const { menu, user } = await openOrder(order);

    await user.selectOptions(menu, NAMES.shipped);

    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(sent).toEqual([{ id: order._id, body: { status: 'shipped', id: order._id } }]);
    await waitFor(() => expect(offered(menu)).toEqual([NAMES.shipped, NAMES.delivered, NAMES.returned]));
    expect(menu).toHaveDisplayValue(NAMES.shipped);
  });

  it('offers the change back from its toast, to the status the menu showed', async () => {
    const order = anOrder({ status: 'confirmed' });
    const undone: unknown[] = [];
    server.use(
      http.put(api(routes.orders.updateStatus.path), () => {
        const moved = { ...order, status: 'cancelled' as const, version: order.version + 1 };
        answerOrder(moved);
        return ok(moved);
      }),
      http.post(api(routes.orders.undoStatus.path), async ({ request }) => {
        undone.push(await request.json());
        answerOrder(order);
        return ok({ undone: 1, kept: [] });
      }),
    );
    const { menu, user } = await openOrder(order);
    await user.selectOptions(menu, NAMES.cancelled);
    await user.click(screen.getByRole('button', { name: 'স্টকে নেই' }));
    await user.click(await screen.findByRole('button', { name: 'ফিরিয়ে নিন' }));

    expect(undone).toEqual([{ moves: [{ id: order._id, from: 'confirmed', to: 'cancelled' }] }]);
    await waitFor(() => expect(menu).toHaveDisplayValue(NAMES.confirmed));
  });

  it('asks why before a cancel or a hold, and sends the chip tapped, or "other" with its note', async () => {
    const order = anOrder({ status: 'pending' });
    const sent = recordMoves(order);
    const { menu, user } = await openOrder(order);

    await user.selectOptions(menu, NAMES.on_hold);
    const reasons = screen.getByRole('group', { name: 'কেন স্থগিত?' });
    expect(
      within(reasons)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['ক্রেতা নেননি', 'ফোনে পাওয়া যায়নি', 'ভুয়া অর্ডার', 'একই অর্ডার আগেও', 'স্টকে নেই', 'অন্য কারণ']);
    expect(sent).toEqual([]);
    await user.click(within(reasons).getByRole('button', { name: 'অন্য কারণ' }));
    await user.click(screen.getByRole('button', { name: 'এই কারণে' }));
    expect(screen.getByLabelText('কারণটি লিখুন')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText('কারণটি লিখুন'), 'বিকেলে ফোন করতে বলেছেন');
    await user.click(screen.getByRole('button', { name: 'এই কারণে' }));

    await waitFor(() =>
      expect(sent).toEqual([
        { status: 'on_hold', id: order._id, reason: 'other', note: 'বিকেলে ফোন করতে বলেছেন' },
      ]),
    );
    expect(screen.queryByRole('group', { name: 'কেন স্থগিত?' })).not.toBeInTheDocument();
  });

  it('lets a cancel be left undone while it asks why', async () => {
    const { menu, user } = await openOrder(anOrder({ status: 'pending' }));
    await user.selectOptions(menu, NAMES.cancelled);
    await user.click(screen.getByRole('button', { name: 'থাক, বদলাব না' }));
    expect(screen.queryByRole('group', { name: 'কেন বাতিল?' })).not.toBeInTheDocument();
    expect(menu).toHaveDisplayValue(NAMES.pending);
  });

  it('shows the server’s refusal and keeps the order where it was', async () => {
    const order = anOrder({ status: 'confirmed' });
    server.use(
      http.put(api(routes.orders.updateStatus.path), () =>
        refuse(409, 'অর্ডারটি এর মধ্যে পাঠানো হয়েছে; এখন শুধু ডেলিভারি হয়েছে বা ফেরত এসেছে করা যায়'),
      ),
    );
    const { menu, user } = await openOrder(order);

    await user.selectOptions(menu, NAMES.cancelled);
    await user.click(screen.getByRole('button', { name: 'ক্রেতা নেননি' }));

    expect(
      await screen.findByText('অর্ডারটি এর মধ্যে পাঠানো হয়েছে; এখন শুধু ডেলিভারি হয়েছে বা ফেরত এসেছে করা যায়'),
    ).toBeInTheDocument();
    await waitFor(() => expect(menu).toHaveDisplayValue(NAMES.confirmed));
    expect(menu).toBeEnabled();
  });
});

describe('the order list’s one-tap moves', () => {
  const name = 'রহিম উদ্দিন';
  const confirm = `${name}-এর অর্ডার নিশ্চিত`;
  const unreachable = `${name}-কে ফোনে পাইনি`;

  it.each<[OrderStatus, string[]]>([
    ['pending', [confirm, unreachable]],
    ['on_hold', [confirm]],
    ['confirmed', []],
    ['shipped', []],
    ['delivered', []],
    ['returned', []],
    ['cancelled', []],
  ])('%s: offers %j', (status, buttons) => {
    renderApp(<OrderQuickActions order={anOrder({ status, name })} />);
    expect(screen.queryAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(
      buttons,
    );
  });

  it('opens WhatsApp with a Bengali greeting naming the order', () => {
    renderApp(<OrderQuickActions order={anOrder({ status: 'pending', name, invoiceNumber: 1212 })} />);
    const link = screen.getByRole('link', { name: `${name}-কে WhatsApp-এ লিখুন` });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/8801712345678');
    expect(href.searchParams.get('text')).toBe('আসসালামু আলাইকুম! আপনার অর্ডার INV-1212 নিয়ে লিখছি।');
  });

  it('records the call’s outcome with one tap', async () => {
    const order = anOrder({ status: 'pending', name });
    const sent = recordMoves(order);
    const { user } = renderApp(<OrderQuickActions order={order} />);
    await user.click(screen.getByRole('button', { name: unreachable }));

    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    // "Could not reach" is its own reason (decision 061).
    expect(sent).toEqual([{ status: 'on_hold', id: order._id, reason: 'unreachable' }]);
  });

  it('takes the move back from its toast within seconds (decision 060)', async () => {
    const order = anOrder({ status: 'pending', name });
    const undone: unknown[] = [];
    server.use(
      http.put(api(routes.orders.updateStatus.path), () => ok({ ...order, status: 'confirmed' })),
      http.post(api(routes.orders.undoStatus.path), async ({ request }) => {
        undone.push(await request.json());
        return ok({ undone: 1, kept: [] });
      }),
    );
    const { user } = renderApp(<OrderQuickActions order={order} />);
    await user.click(screen.getByRole('button', { name: confirm }));
    await user.click(await screen.findByRole('button', { name: 'ফিরিয়ে নিন' }));

    expect(await screen.findByText('আগের অবস্থায় ফিরিয়ে নেওয়া হয়েছে')).toBeInTheDocument();
    expect(undone).toEqual([{ moves: [{ id: order._id, from: 'pending', to: 'confirmed' }] }]);
  });

  it('says so when the move could no longer be taken back', async () => {
    const order = anOrder({ status: 'pending', name });
    server.use(
      http.put(api(routes.orders.updateStatus.path), () => ok({ ...order, status: 'on_hold' })),
      http.post(api(routes.orders.undoStatus.path), () => ok({ undone: 0, kept: [order._id] })),
    );
    const { user } = renderApp(<OrderQuickActions order={order} />);
    await user.click(screen.getByRole('button', { name: unreachable }));
    await user.click(await screen.findByRole('button', { name: 'ফিরিয়ে নিন' }));

    expect(
      await screen.findByText('১টি অর্ডার ফেরানো যায়নি: সময় পেরিয়ে গেছে বা এর মধ্যে বদলেছে'),
    ).toBeInTheDocument();
  });
});
