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

export const DashboardStatsSchema = z.object({
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
    summary: 'Orders and money today, in 7 and 30 days, per day, and the latest orders',
    answer: { data: DashboardStatsSchema },
  }),
};
