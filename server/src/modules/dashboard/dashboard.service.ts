import {
  type DashboardMoney,
  type DashboardStats,
  ORDER_STATUSES,
  type OrderDesk,
  type OrderStatus,
  type PeriodStats,
} from '@haat/contract';
import { addShopDays, shopDate, shopDateOfUtcHour, startOfShopDate } from '../../lib/shop-time.js';
import type { DashboardRepository } from './dashboard.repository.js';

const emptyPeriod = (): PeriodStats => ({
  orders: 0,
  delivered: 0,
  byStatus: Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as PeriodStats['byStatus'],
});

/** Orders that brought or will bring no money: left out of the daily chart. */
const NO_SALE: ReadonlySet<OrderStatus> = new Set(['cancelled', 'returned']);
/** The money still on its way, by how far it has gone (decision 063). */
const OPEN_STATUSES = ['pending', 'on_hold', 'confirmed', 'shipped'] as const;

type Moved = { orders: number; cash: number };

export function createDashboardService(deps: { repository: DashboardRepository }) {
  const { repository } = deps;

  /** The shop's money (decision 063): what was delivered by when, and what is still on its way. */
  async function money(
    delivered: { today: Moved; last7Days: Moved; last30Days: Moved },
    returnedToday: Moved,
    daily: Array<{ date: string; revenue: number }>,
  ): Promise<DashboardMoney> {
    const [open, withFee] = await Promise.all([
      repository.cashByStatus(OPEN_STATUSES),
      repository.shippedWithFee(),
    ]);
    const cashOf = (status: OrderStatus) => open.get(status) ?? 0;
    return {
      delivered: {
        today: delivered.today.cash,
        last7Days: delivered.last7Days.cash,
        last30Days: delivered.last30Days.cash,
      },
      returnedToday: returnedToday.cash,
      open: {
        unconfirmed: cashOf('pending') + cashOf('on_hold'),
        toShip: cashOf('confirmed'),
        withCourier: cashOf('shipped'),
      },
      courierPayout: { ...withFee, payout: withFee.cash - withFee.fees },
      daily,
    };
  }

  return {
    /**
     * Today, the last 7 and the last 30 shop days (Dhaka), aggregated in the database. The money is
     * read and sent only for those who see it (`seesShopMoney`): order staff get counts.
     */
    async stats(
      now: Date = new Date(),
      options: { money: boolean } = { money: true },
    ): Promise<DashboardStats> {
      const today = shopDate(now);
      const firstDay = addShopDays(today, -29);
      const weekStart = addShopDays(today, -6);
      const [todayStart, weekStartIso, thirtyDaysStart] = [today, weekStart, firstDay].map(
        startOfShopDate,
      ) as [string, string, string];
      const [buckets, counts, deliveredToday, delivered7, delivered30, returnedToday, returned30] =
        await Promise.all([
          repository.hourlyTotals(thirtyDaysStart),
          repository.statusCounts(),
          // Delivered is counted by when the move happened, the one figure every card shows.
          repository.movedSince('delivered', todayStart),
          repository.movedSince('delivered', weekStartIso),
          repository.movedSince('delivered', thirtyDaysStart),
          repository.movedSince('returned', todayStart),
          repository.movedSince('returned', thirtyDaysStart),
        ]);

      const periods = { today: emptyPeriod(), last7Days: emptyPeriod(), last30Days: emptyPeriod() };
      periods.today.delivered = deliveredToday.orders;
      periods.last7Days.delivered = delivered7.orders;
      periods.last30Days.delivered = delivered30.orders;
      const daily = new Map<string, { orders: number; revenue: number }>();
      for (let day = 0; day < 30; day++) daily.set(addShopDays(firstDay, day), { orders: 0, revenue: 0 });

      for (const bucket of buckets) {
        const date = shopDateOfUtcHour(bucket.hour);
        const inPeriods = [periods.last30Days];
        if (date >= weekStart) inPeriods.push(periods.last7Days);
        if (date === today) inPeriods.push(periods.today);
        for (const period of inPeriods) {
          period.orders += bucket.count;
          period.byStatus[bucket.status] += bucket.count;
        }
        const day = daily.get(date);
        if (day && !NO_SALE.has(bucket.status)) {
          day.orders += bucket.count;
          day.revenue += bucket.revenue;
        }
      }

      // What ended in the last 30 days (by when it ended), and the share of it that came back (decision 030).
      const ended = delivered30.orders + returned30.orders;
      const desk: OrderDesk = {
        toConfirm: counts.get('pending') ?? 0,
        onHold: counts.get('on_hold') ?? 0,
        toShip: counts.get('confirmed') ?? 0,
        withCourier: counts.get('shipped') ?? 0,
        deliveredToday: deliveredToday.orders,
        returnedToday: returnedToday.orders,
        returnRate30Days: ended === 0 ? null : Math.round((returned30.orders / ended) * 100),
      };
      const days = [...daily];
      return {
        desk,
        periods,
        daily: days.map(([date, { orders }]) => ({ date, orders })),
        money: options.money
          ? await money(
              { today: deliveredToday, last7Days: delivered7, last30Days: delivered30 },
              returnedToday,
              days.map(([date, { revenue }]) => ({ date, revenue })),
            )
          : null,
        latestOrders: await repository.latestOrders(8),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
