import { DashboardStatsSchema, effectivePrice, envelope, type Product } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { shopDate } from '../../lib/shop-time.js';
import { adminHeaders } from '../../test/auth-helpers.js';
import { createTestApp, json } from '../../test/test-app.js';

describe('GET /api/dashboard/stats', () => {
  it('counts the orders placed here, per period and status, with delivered and open revenue apart', async () => {
    const fresh = await createTestApp();
    try {
      const headers = await adminHeaders(fresh);
      const [item] = json(await fresh.inject({ method: 'GET', url: '/api/product/all' })).data as Product[];
      const price = effectivePrice(item as Product);
      const ids: string[] = [];
      for (const quantity of [1, 2, 3, 4]) {
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
      const setStatus = (id: string | undefined, status: string) =>
        fresh.inject({ method: 'PUT', url: `/api/order/update/status/${id}`, headers, payload: { status } });
      await setStatus(ids[0], 'delivered');
      await setStatus(ids[1], 'shipped');
      await setStatus(ids[2], 'cancelled');

      const response = await fresh.inject({ method: 'GET', url: '/api/dashboard/stats', headers });
      expect(response.statusCode).toBe(200);
      const stats = envelope(DashboardStatsSchema).parse(json(response)).data;
      const expected = {
        orders: 4,
        revenue: { delivered: price + 80, open: price * 2 + 80 + price * 4 + 80 },
        byStatus: { pending: 1, shipped: 1, delivered: 1, cancelled: 1 },
      };
      expect(stats.periods.today).toEqual(expected);
      expect(stats.periods.last7Days).toEqual(expected);
      expect(stats.periods.last30Days).toEqual(expected);
      expect(stats.daily).toHaveLength(30);
      expect(stats.daily.at(-1)).toEqual({
        date: shopDate(new Date()),
        orders: 3,
        revenue: expected.revenue.delivered + expected.revenue.open,
      });
      expect(stats.latestOrders.map((order) => order._id)).toEqual([...ids].reverse());
    } finally {
      await fresh.cleanup();
    }
  });
});
