import type { OrderFilter } from '@haat/contract';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { addShopDays, startOfShopDate } from '../../lib/shop-time.js';
import { orderMessages } from './order-messages.js';
import type { OrderFilters } from './order-records.js';
import { parseOrderSearch } from './search/order-search.js';

/**
 * The list's filters as the repository reads them: the search parsed (name, phone digits, invoice
 * number), the shop days turned into moments. A range that ends before it starts is a 400. The list,
 * the export and the bulk status change read filters the same way.
 */
export function orderFiltersOf(query: OrderFilter & { ids?: string[] | undefined }): OrderFilters {
  if (query.from && query.to && query.from > query.to) {
    throw AppError.badRequest(orderMessages.dateRange, [{ path: 'from', message: orderMessages.dateRange }]);
  }
  return {
    status: query.status,
    search: query.search ? parseOrderSearch(query.search) : undefined,
    createdFrom: query.from ? startOfShopDate(query.from) : undefined,
    createdBefore: query.to ? startOfShopDate(addShopDays(query.to, 1)) : undefined,
    ids: query.ids,
    reason: query.reason,
  };
}

/** Orders put aside for this reason, or with none (`none`: the check's holds, older moves; decision 061). */
export const byReason =
  (reason: OrderFilters['reason']) =>
  (eb: ExpressionBuilder<Database, 'orders'>): Expression<SqlBool> =>
    reason === 'none' || reason === undefined
      ? eb('status_reason', 'is', null)
      : eb('status_reason', '=', reason);
