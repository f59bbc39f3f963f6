import { z } from 'zod';
import { IdSchema, TakaSchema, TimestampSchema } from './common.js';
import { OrderStatusSchema } from './orders.js';

/** The shop keeps Bangladesh time (UTC+6, no daylight saving): "today" starts at midnight in Dhaka. */
export const SHOP_UTC_OFFSET_HOURS = 6;

const StatusCountsSchema = z.object({
  pending: z.number().int(),
  shipped: z.number().int(),
  delivered: z.number().int(),
  cancelled: z.number().int(),
});
export type StatusCounts = z.infer<typeof StatusCountsSchema>;

export const PeriodStatsSchema = z.object({
  orders: z.number().int(),
  /** Delivered money is in hand; open money (pending and shipped) is still on its way. */
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
  /** One entry per shop day for the last 30 days, oldest first; cancelled orders are left out. */
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

export const OrderListMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  /** Orders per status under the same search and dates, for the filter's badges. */
  counts: StatusCountsSchema.extend({ all: z.number().int() }),
});
export type OrderListMeta = z.infer<typeof OrderListMetaSchema>;
