import { z } from 'zod';
import { IdSchema, TakaSchema, TimestampSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { OrderStatusSchema, StatusCountsSchema } from './orders.js';

/** The shop keeps Bangladesh time (UTC+6, no daylight saving): "today" starts at midnight in Dhaka. */
export const SHOP_UTC_OFFSET_HOURS = 6;

/**
 * A period's orders (decision 063): how many were placed in it and their statuses now, and how many
 * were delivered in it, by when the delivered move happened (decision 030), whenever they were placed.
 */
export const PeriodStatsSchema = z.object({
  orders: z.number().int(),
  delivered: z.number().int(),
  byStatus: StatusCountsSchema,
});
export type PeriodStats = z.infer<typeof PeriodStatsSchema>;

/**
 * The cash-on-delivery morning (decision 030): what needs doing, whatever day it came in, and
 * what happened today by the day it happened (a parcel delivered today that was ordered last week
 * counts today). Counts only: the money is `DashboardMoney`, which order staff are not sent.
 */
export const OrderDeskSchema = z.object({
  /** Pending: to call and confirm. */
  toConfirm: z.number().int(),
  /** On hold: could not be reached, or asked to wait. */
  onHold: z.number().int(),
  /** Confirmed: to hand to the courier. */
  toShip: z.number().int(),
  /** Shipped: with the courier. */
  withCourier: z.number().int(),
  /** Moved to delivered (and still delivered) since midnight in Dhaka. */
  deliveredToday: z.number().int(),
  /** Moved to returned since midnight in Dhaka. */
  returnedToday: z.number().int(),
  /**
   * Of the parcels that ended in the last 30 days (delivered or returned, by when they ended), the
   * share that came back, in whole percent; null when none ended.
   */
  returnRate30Days: z.number().int().min(0).max(100).nullable(),
});
export type OrderDesk = z.infer<typeof OrderDeskSchema>;

/**
 * The shop's money (decision 063), for owners only. Delivered money is counted by when the delivered
 * move happened, the one figure wherever "delivered" is shown; the money still on its way is in
 * three buckets by how far it has gone.
 */
export const DashboardMoneySchema = z.object({
  /** Delivered (and still delivered) since midnight in Dhaka, in 7 and in 30 shop days. */
  delivered: z.object({ today: TakaSchema, last7Days: TakaSchema, last30Days: TakaSchema }),
  /** Returned since midnight in Dhaka: the parcels' totals, money that did not come. */
  returnedToday: TakaSchema,
  open: z.object({
    /** Pending or on hold: the customer has not confirmed yet. */
    unconfirmed: TakaSchema,
    /** Confirmed, not yet with the courier. */
    toShip: TakaSchema,
    /** Shipped: the cash the courier is to collect. */
    withCourier: TakaSchema,
  }),
  /**
   * Of the parcels with the courier, those whose fee the courier reported: how many, the cash it is
   * to collect for them, its fees, and what it will pay after them.
   */
  courierPayout: z.object({
    parcels: z.number().int(),
    cash: TakaSchema,
    fees: TakaSchema,
    payout: TakaSchema,
  }),
  /** Per shop day, as `daily`: the money of that day's orders, cancelled and returned left out. */
  daily: z.array(z.object({ date: z.string(), revenue: TakaSchema })),
});
export type DashboardMoney = z.infer<typeof DashboardMoneySchema>;

export const DashboardStatsSchema = z.object({
  desk: OrderDeskSchema,
  periods: z.object({
    today: PeriodStatsSchema,
    last7Days: PeriodStatsSchema,
    last30Days: PeriodStatsSchema,
  }),
  /** One entry per shop day for the last 30 days, oldest first; cancelled and returned orders are left out. */
  daily: z.array(z.object({ date: z.string(), orders: z.number().int() })),
  /** The shop's money; null for order staff, who see counts (decision 063). */
  money: DashboardMoneySchema.nullable(),
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
      'The order desk (to confirm, on hold, to ship, with the courier, delivered and returned today, the return rate), orders today, in 7 and 30 days, per day, the latest orders, and the money (owners only: null for order staff)',
    answer: { data: DashboardStatsSchema },
  }),
};
