import {
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
  revenue: { delivered: 0, open: 0 },
  byStatus: Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as PeriodStats['byStatus'],
});

/** Money still on its way: orders that may yet be delivered (decision 024). */
const OPEN_STATUSES: ReadonlySet<OrderStatus> = new Set(['pending', 'confirmed', 'on_hold', 'shipped']);
/** Orders that brought or will bring no money: left out of the daily chart. */
const NO_SALE: ReadonlySet<OrderStatus> = new Set(['cancelled', 'returned']);

export function createDashboardService(deps: { repository: DashboardRepository }) {
  const { repository } = deps;

  /** What the order desk has to do now, and what ended today and in the last 30 days (decision 030). */
  async function orderDesk(todayStart: string, thirtyDaysStart: string): Promise<OrderDesk> {
    const counts = await repository.statusCounts();
    const [withCourier, deliveredToday, returnedToday, delivered30, returned30] = await Promise.all([
      repository.countAndCash('shipped'),
      repository.movedSince('delivered', todayStart),
      repository.movedSince('returned', todayStart),
      repository.movedSince('delivered', thirtyDaysStart),
      repository.movedSince('returned', thirtyDaysStart),
    ]);
    const ended = delivered30.orders + returned30.orders;
    return {
      toConfirm: counts.get('pending') ?? 0,
      onHold: counts.get('on_hold') ?? 0,
      toShip: counts.get('confirmed') ?? 0,
      withCourier,
      deliveredToday,
      returnedToday,
      returnRate30Days: ended === 0 ? null : Math.round((returned30.orders / ended) * 100),
    };
  }

  return {
    /** Today, the last 7 and the last 30 shop days (Dhaka), aggregated in the database. */
    async stats(now: Date = new Date()): Promise<DashboardStats> {
      const today = shopDate(now);
      const firstDay = addShopDays(today, -29);
      const weekStart = addShopDays(today, -6);
      const buckets = await repository.hourlyTotals(startOfShopDate(firstDay));

      const periods = { today: emptyPeriod(), last7Days: emptyPeriod(), last30Days: emptyPeriod() };
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
          if (bucket.status === 'delivered') period.revenue.delivered += bucket.revenue;
          if (OPEN_STATUSES.has(bucket.status)) period.revenue.open += bucket.revenue;
        }
        const day = daily.get(date);
        if (day && !NO_SALE.has(bucket.status)) {
          day.orders += bucket.count;
          day.revenue += bucket.revenue;
        }
      }

      return {
        desk: await orderDesk(startOfShopDate(today), startOfShopDate(firstDay)),
        periods,
        daily: [...daily].map(([date, totals]) => ({ date, ...totals })),
        latestOrders: await repository.latestOrders(8),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
