import {
  DashboardStatsSchema,
  effectivePrice,
  envelope,
  ORDER_STATUSES,
  type OrderStatus,
  type Product,
} from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { shopDate } from '../../lib/shop-time.js';
import { adminHeaders } from '../../test/auth-helpers.js';
import { movesTo } from '../../test/order-moves.js';
import { createTestApp, json } from '../../test/test-app.js';

describe('GET /api/dashboard/stats', () => {
  it('counts the orders placed here, per period and status, with delivered money by when it was delivered and open money in three buckets', async () => {
    const fresh = await createTestApp();
    try {
      const headers = await adminHeaders(fresh);
      const [item] = json(await fresh.inject({ method: 'GET', url: '/api/product/all' })).data as Product[];
      const price = effectivePrice(item as Product);
      const ids: string[] = [];
      // One order in each status, each of its own size: quantity n+1 for the n-th status.
      for (const quantity of ORDER_STATUSES.map((_, index) => index + 1)) {
        const response = await fresh.inject({
          method: 'POST',
          url: '/api/order/create-order',
          payload: {
            name: 'ক',
            phone: '01712345678',
            city: 'ঢাকা',
            address: 'ঠিকানা',
            products: [{ product: item?._id, quantity }],
            shipping: 80,
            total: price * quantity + 80,
          },
        });
        ids.push(json(response).data._id);
      }
      for (const [index, status] of ORDER_STATUSES.entries()) {
        for (const move of movesTo(status)) {
          const moved = await fresh.inject({
            method: 'PUT',
            url: `/api/order/update/status/${ids[index]}`,
            headers,
            payload: { status: move },
          });
          expect(moved.statusCode, moved.body).toBe(200);
        }
      }

      const response = await fresh.inject({ method: 'GET', url: '/api/dashboard/stats', headers });
      expect(response.statusCode).toBe(200);
      const stats = envelope(DashboardStatsSchema).parse(json(response)).data;
      const totalOf = (status: OrderStatus) => price * (ORDER_STATUSES.indexOf(status) + 1) + 80;
      const expected = {
        orders: ORDER_STATUSES.length,
        delivered: 1,
        byStatus: Object.fromEntries(ORDER_STATUSES.map((status) => [status, 1])),
      };
      expect(stats.periods.today).toEqual(expected);
      expect(stats.periods.last7Days).toEqual(expected);
      expect(stats.periods.last30Days).toEqual(expected);
      // Delivered money is in hand; the rest may still come, by how far it has gone.
      expect(stats.money?.delivered).toEqual({
        today: totalOf('delivered'),
        last7Days: totalOf('delivered'),
        last30Days: totalOf('delivered'),
      });
      expect(stats.money?.open).toEqual({
        unconfirmed: totalOf('pending') + totalOf('on_hold'),
        toShip: totalOf('confirmed'),
        withCourier: totalOf('shipped'),
      });
      expect(stats.daily).toHaveLength(30);
      // The chart leaves out what brought no money: the cancelled and the returned.
      const today = shopDate(new Date());
      expect(stats.daily.at(-1)).toEqual({ date: today, orders: ORDER_STATUSES.length - 2 });
      const { unconfirmed, toShip, withCourier } = stats.money?.open ?? {
        unconfirmed: 0,
        toShip: 0,
        withCourier: 0,
      };
      expect(stats.money?.daily.at(-1)).toEqual({
        date: today,
        revenue: totalOf('delivered') + unconfirmed + toShip + withCourier,
      });
      expect(stats.latestOrders.map((order) => order._id)).toEqual([...ids].reverse());
    } finally {
      await fresh.cleanup();
    }
  });
});
