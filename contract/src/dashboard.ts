import { z } from 'zod';
import { IdSchema, TakaSchema, TimestampSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { OrderStatusSchema, StatusCountsSchema } from './orders.js';

/** The shop keeps Bangladesh time (UTC+6, no daylight saving): "today" starts at midnight in Dhaka. */
export const SHOP_UTC_OFFSET_HOURS = 6;

export const PeriodStatsSchema = z.object({
  orders: z.number().int(),
  /** Delivered money is in hand; open money (pending, confirmed, on hold, shipped) is still on its way. */
  revenue: z.object({ delivered: TakaSchema, open: TakaSchema }),
  byStatus: StatusCountsSchema,
});
export type PeriodStats = z.infer<typeof PeriodStatsSchema>;

const CountAndCashSchema = z.object({ orders: z.number().int(), cash: TakaSchema });

/**
 * The cash-on-delivery morning (decision 030): what needs doing, whatever day it came in, and
 * what happened today by the day it happened (a parcel delivered today that was ordered last week
 * counts today).
 */
export const OrderDeskSchema = z.object({
  /** Pending: to call and confirm. */
  toConfirm: z.number().int(),
  /** On hold: could not be reached, or asked to wait. */
  onHold: z.number().int(),
  /** Confirmed: to hand to the courier. */
  toShip: z.number().int(),
  /** Shipped: with the courier, and the cash it is to collect. */
  withCourier: CountAndCashSchema,
  /** Moved to delivered (and still delivered) since midnight in Dhaka, with the cash collected. */
  deliveredToday: CountAndCashSchema,
  /** Moved to returned since midnight in Dhaka. */
  returnedToday: CountAndCashSchema,
  /**
   * Of the parcels that ended in the last 30 days (delivered or returned, by when they ended), the
   * share that came back, in whole percent; null when none ended.
   */
  returnRate30Days: z.number().int().min(0).max(100).nullable(),
});
export type OrderDesk = z.infer<typeof OrderDeskSchema>;

export const DashboardStatsSchema = z.object({
  desk: OrderDeskSchema,
  periods: z.object({
    today: PeriodStatsSchema,
    last7Days: PeriodStatsSchema,
    last30Days: PeriodStatsSchema,
  }),
  /** One entry per shop day for the last 30 days, oldest first; cancelled and returned orders are left out. */
  daily: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: TakaSchema })),
  latestOrders: z.array(
    z.object({
      _id: IdSchema,
      invoiceNumber: z.number().int(),
      name: z.string(),
      total: TakaSchema,
      status: OrderStatusSchema,
      createdAt: TimestampSchema,
    }),
  ),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

export const dashboardEndpoints = {
  stats: endpoint({
    method: 'GET',
    path: '/dashboard/stats',
    access: 'staff',
    tags: ['dashboard'],
    summary:
      'The order desk (to confirm, on hold, to ship, with the courier, delivered and returned today, the return rate), orders and money today, in 7 and 30 days, per day, and the latest orders',
    answer: { data: DashboardStatsSchema },
  }),
};
