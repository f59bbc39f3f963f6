import { bengaliCount, bengaliTaka, expect, placeOrder, statusNames, test } from '../support/admin.js';

interface PeriodStats {
  orders: number;
  delivered: number;
  byStatus: Record<keyof typeof statusNames, number>;
}
type Period = 'today' | 'last7Days' | 'last30Days';
interface DashboardStats {
  desk: {
    toConfirm: number;
    onHold: number;
    toShip: number;
    withCourier: number;
    deliveredToday: number;
    returnedToday: number;
    returnRate30Days: number | null;
  };
  periods: Record<Period, PeriodStats>;
  daily: Array<{ date: string; orders: number }>;
  money: {
    delivered: Record<Period, number>;
    returnedToday: number;
    open: { unconfirmed: number; toShip: number; withCourier: number };
  } | null;
  latestOrders: Array<{ _id: string; invoiceNumber: number }>;
}

test('the dashboard shows the figures of /api/dashboard/stats, counting the orders just placed', async ({
  adminPage: page,
  adminApi,
  request,
}) => {
  const delivered = await placeOrder(request, { quantity: 2 });
  await adminApi.setStatus(delivered._id, 'shipped');
  await adminApi.setStatus(delivered._id, 'delivered');
  const open = await placeOrder(request);

  // Other tests place orders at the same time, so the page is compared with the very answer it drew.
  const statsResponse = page.waitForResponse((response) => response.url().endsWith('/api/dashboard/stats'));
  await page.goto('/admin');
  const stats = ((await (await statsResponse).json()) as { data: DashboardStats }).data;

  // Both orders were placed today and are counted (nothing deletes them).
  expect(stats.periods.today.orders).toBeGreaterThanOrEqual(2);
  expect(stats.periods.today.byStatus.delivered).toBeGreaterThanOrEqual(1);
  expect(stats.periods.today.delivered).toBeGreaterThanOrEqual(1);
  expect(stats.money?.delivered.today).toBeGreaterThanOrEqual(delivered.total);
  expect(stats.money?.open.unconfirmed).toBeGreaterThanOrEqual(open.total);

  for (const period of ['today', 'last7Days', 'last30Days'] as const) {
    const card = page.locator(`[data-period="${period}"]`);
    const figures = stats.periods[period];
    await expect(card.locator('[data-figure="orders"]')).toHaveText(bengaliCount(figures.orders));
    await expect(card.locator('[data-figure="delivered-count"]')).toHaveText(bengaliCount(figures.delivered));
    // The delivered money is the desk's figure, by when it was delivered (decision 063).
    await expect(card.locator('[data-figure="delivered"]')).toHaveText(
      bengaliTaka(stats.money?.delivered[period] ?? -1),
    );
    // Every status of the cash-on-delivery loop has its count (decision 024).
    for (const status of Object.keys(statusNames) as Array<keyof typeof statusNames>) {
      await expect(card.locator(`[data-status-count="${status}"]`)).toContainText(
        bengaliCount(figures.byStatus[status]),
      );
    }
  }

  // One bar per day for 30 days; today's bar holds today's orders that were not cancelled or returned.
  const bars = page.locator('[data-orders]');
  await expect(bars).toHaveCount(30);
  await expect(bars.last()).toHaveAttribute('data-orders', String(stats.daily.at(-1)?.orders));

  // The latest orders link to their detail pages.
  for (const latest of stats.latestOrders) {
    await expect(
      page.getByRole('link', { name: new RegExp(`INV-${latest.invoiceNumber}\\b`) }),
    ).toHaveAttribute('href', `/admin/order/${latest._id}`);
  }
});

test('the morning’s desk shows what needs doing and what was delivered today; each figure opens its list', async ({
  adminPage: page,
  adminApi,
  request,
}) => {
  const delivered = await placeOrder(request);
  await adminApi.setStatus(delivered._id, 'shipped');
  await adminApi.setStatus(delivered._id, 'delivered');
  await placeOrder(request);

  const statsResponse = page.waitForResponse((response) => response.url().endsWith('/api/dashboard/stats'));
  await page.goto('/admin');
  const { desk, money } = ((await (await statsResponse).json()) as { data: DashboardStats }).data;
  expect(desk.toConfirm).toBeGreaterThanOrEqual(1);
  expect(money?.delivered.today).toBeGreaterThanOrEqual(delivered.total);

  const figures = page.getByTestId('order-desk');
  await expect(figures.locator('[data-figure="toConfirm"] [data-count]')).toHaveText(
    bengaliCount(desk.toConfirm),
  );
  await expect(figures.locator('[data-figure="deliveredToday"] [data-count]')).toHaveText(
    bengaliCount(desk.deliveredToday),
  );
  await expect(figures.locator('[data-figure="deliveredToday"]')).toContainText(
    bengaliTaka(money?.delivered.today ?? -1),
  );
  await expect(page.getByTestId('return-rate')).toContainText(
    desk.returnRate30Days === null ? 'কোনো পার্সেল' : `${bengaliCount(desk.returnRate30Days)}%`,
  );
  await figures.locator('[data-figure="toConfirm"] a').click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=pending$/);
  await expect(page.locator('[data-order-id]').first().locator('[data-status]')).toHaveAttribute(
    'data-status',
    'pending',
  );
});

test('/admin/dashboard is the same page', async ({ adminPage: page }) => {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'ড্যাশবোর্ড', level: 1 })).toBeVisible();
  await expect(page.locator('[data-period="today"]')).toBeVisible();
});
