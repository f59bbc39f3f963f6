import {
  canMoveOrder,
  type Order,
  type OrderListMeta,
  type OrderListQuery,
  type OrderListSort,
  type OrderStatus,
  type StatusReason,
} from '@haat/contract';
import { AppError } from '../../../lib/errors.js';
import { nowIso } from '../../../lib/time.js';
import { orderFiltersOf } from '../order-filters.js';
import { orderMessages } from '../order-messages.js';
import type { Actor } from '../order-records.js';
import type { OrdersRepository } from '../orders.repository.js';
import { whyOf } from '../status-move.js';
import type { ManagementRepository } from './management.repository.js';

/** The back office's work on placed orders: the list with its search and counts, status, delete. */
export function createOrderManagementService(deps: {
  repository: ManagementRepository;
  orders: OrdersRepository;
}) {
  const { repository, orders } = deps;
  return {
    /** The back office's order list: newest (or oldest) first, one page, with counts per status. */
    async listOrders(
      query: OrderListQuery & { page: number; limit: number; sort?: OrderListSort | undefined },
    ): Promise<{ orders: Order[]; meta: OrderListMeta }> {
      // The status is the tab: counted apart, applied to the page only.
      const filters = orderFiltersOf({ ...query, status: undefined, reason: undefined });
      const counts = await repository.countByStatus(filters);
      const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
      const orders = await repository.listOrders(
        { ...filters, status: query.status, reason: query.reason },
        { offset: (query.page - 1) * query.limit, limit: query.limit },
        query.sort,
      );
      return {
        orders,
        meta: {
          page: query.page,
          limit: query.limit,
          // A reason narrows the page within its tab: counted apart (decision 061).
          total: query.reason
            ? await repository.countPage({ ...filters, status: query.status, reason: query.reason })
            : query.status
              ? counts[query.status]
              : all,
          counts: { all, ...counts },
        },
      };
    },

    /** Moves an order's status as the rules allow (decision 024); the timeline records who moved it. */
    async updateStatus(
      id: string,
      body: {
        status: OrderStatus;
        id?: string | undefined;
        reason?: StatusReason | undefined;
        note?: string | undefined;
      },
      actor: Actor,
    ): Promise<Order> {
      if (body.id !== undefined && body.id !== id) {
        throw AppError.badRequest(orderMessages.idMismatch, [
          { path: 'id', message: orderMessages.idMismatch },
        ]);
      }
      const to = body.status;
      const result = await orders.updateStatus(
        id,
        to,
        nowIso(),
        (from) => canMoveOrder(from, to),
        actor,
        whyOf(body),
      );
      if (result.outcome === 'missing') throw AppError.notFound(orderMessages.notFound);
      if (result.outcome === 'refused') {
        const message = orderMessages.statusMoveRefused(result.from, to);
        throw AppError.conflict(message, [{ path: 'status', message }]);
      }
      const order = await orders.findOrder(id);
      if (!order) throw AppError.notFound(orderMessages.notFound);
      return order;
    },

    async deleteOrder(id: string): Promise<string> {
      if (!(await repository.deleteOrder(id))) throw AppError.notFound(orderMessages.notFound);
      return orderMessages.deleted;
    },
  };
}

export type OrderManagementService = ReturnType<typeof createOrderManagementService>;
