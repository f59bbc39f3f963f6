// @vitest-environment jsdom
import { type DashboardMoney, type DashboardStats, ORDER_STATUSES, routes } from '@haat/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTaka } from '@/lib/money';
import { AdminSession, signIn } from '@/test/admin';
import { api, http, ok, server } from '@/test/network';
import { renderApp } from '@/test/render';
import { Dashboard } from './dashboard';

// Decision 063: one delivered figure wherever it is shown, the money on its way in three buckets and
// what the courier pays after its fees, for owners; order staff see the counts and no money.

const period = (orders: number, delivered: number) => ({
  orders,
  delivered,
  byStatus: Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, 0]),
  ) as DashboardStats['periods']['today']['byStatus'],
});

const money: DashboardMoney = {
  delivered: { today: 28480, last7Days: 91200, last30Days: 402350 },
  returnedToday: 1300,
  open: { unconfirmed: 15600, toShip: 8200, withCourier: 33750 },
  courierPayout: { parcels: 4, cash: 5200, fees: 260, payout: 4940 },
  daily: [{ date: '2026-11-28', revenue: 9000 }],
};

function stats(withMoney: DashboardMoney | null): DashboardStats {
  return {
    desk: {
      toConfirm: 12,
      onHold: 3,
      toShip: 5,
      withCourier: 21,
      deliveredToday: 18,
      returnedToday: 1,
      returnRate30Days: 9,
    },
    // Nothing placed today has been delivered yet: the card still shows today's deliveries.
    periods: { today: period(7, 18), last7Days: period(60, 70), last30Days: period(250, 300) },
    daily: [{ date: '2026-11-28', orders: 7 }],
    money: withMoney,
    latestOrders: [],
  };
}

async function open(role: 'admin' | 'staff', answer: DashboardStats) {
  signIn(role);
  server.use(
    http.get(api(routes.dashboard.stats.path), () => ok(answer)),
    http.get(api(routes.outbox.list.path), () =>
      ok({ jobs: [], counts: { waiting: 0, running: 0, done: 0, parked: 0 } }),
    ),
  );
  renderApp(
    <AdminSession>
      <Dashboard />
    </AdminSession>,
    { path: '/admin' },
  );
  return screen.findByTestId('order-desk');
}

describe('the dashboard’s money', () => {
  it('shows one delivered figure on the desk and on today’s card, counted by when it was delivered', async () => {
    const desk = await open('admin', stats(money));
    const delivered = desk.querySelector('[data-figure="deliveredToday"]') as HTMLElement;
    expect(delivered).toHaveTextContent(formatTaka(28480));
    const today = document.querySelector('[data-period="today"]') as HTMLElement;
    expect(within(today).getByText(formatTaka(28480))).toBeInTheDocument();
    expect(today.querySelector('[data-figure="delivered-count"]')).toHaveTextContent('১৮');
  });

  it('puts the money on its way in three buckets and says what the courier pays after its fees', async () => {
    await open('admin', stats(money));
    const panel = screen.getByTestId('money');
    expect(panel.querySelector('[data-money="unconfirmed"]')).toHaveTextContent(formatTaka(15600));
    expect(panel.querySelector('[data-money="toShip"]')).toHaveTextContent(formatTaka(8200));
    expect(panel.querySelector('[data-money="withCourier"]')).toHaveTextContent(formatTaka(33750));
    expect(screen.getByTestId('courier-payout')).toHaveTextContent(
      `ফি জানা ৪টি পার্সেলে কুরিয়ার ফি ${formatTaka(260)} কেটে দেবে ${formatTaka(4940)}`,
    );
  });

  it('shows order staff the counts and no money at all', async () => {
    const desk = await open('staff', stats(null));
    expect(desk.querySelector('[data-figure="deliveredToday"] [data-count]')).toHaveTextContent('১৮');
    expect(screen.queryByTestId('money')).toBeNull();
    expect(document.body.textContent).not.toContain('৳');
  });
});
