import {
  ORDER_STATUSES,
  type OrderListQuery,
  type OrderListSort,
  type OrderStatus,
  STATUS_REASONS,
  STATUSES_WITH_REASON,
  type StatusReason,
} from '@haat/contract';

/** Page sizes the list offers; the server allows at most 100. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE = 1_000_000;

/** What the order list shows. It lives in the URL's query string, so reload, back and a shared link keep it. */
export type OrderFilters = {
  status: OrderStatus | null;
  search: string;
  page: number;
  limit: number;
  /** Shop days `YYYY-MM-DD` (Dhaka), inclusive; empty when open-ended. */
  from: string;
  to: string;
  /** Newest first, or oldest first to work through the queue. */
  sort: OrderListSort;
  /**
   * Why the orders of the on-hold or cancelled tab were put aside (decision 061), `none` for those
   * without a reason (the fake-order check's holds); null for all. Read only with those tabs.
   */
  reason: StatusReason | 'none' | null;
};

export const defaultOrderFilters: OrderFilters = {
  status: null,
  search: '',
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
  from: '',
  to: '',
  sort: 'newest',
  reason: null,
};

const isReasonFilter = (value: string | null): value is StatusReason | 'none' =>
  value === 'none' || (STATUS_REASONS as readonly string[]).includes(value ?? '');

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value);

function parseWholeNumber(value: string | null): number | null {
  if (value === null || !/^\d{1,7}$/.test(value)) return null;
  return Number(value);
}

/** A real calendar day written `YYYY-MM-DD`, or ''. */
function parseDay(value: string | null): string {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : '';
}

/**
 * Reads the list's filters from the query string. Anything a person could have typed into the
 * address bar is tolerated: an unknown status, a page of "abc" or a size of 7 fall back to the
 * defaults instead of making the server answer 400.
 */
export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  const reason = params.get('reason');
  const page = parseWholeNumber(params.get('page'));
  const limit = parseWholeNumber(params.get('limit'));
  let from = parseDay(params.get('from'));
  let to = parseDay(params.get('to'));
  // A range typed backwards means the same days; the server would refuse it.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    status: isStatus(status) ? status : null,
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    page: page !== null && page >= 1 && page <= MAX_PAGE ? page : 1,
    limit: limit !== null && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    from,
    to,
    sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest',
    reason:
      isStatus(status) && STATUSES_WITH_REASON.includes(status) && isReasonFilter(reason) ? reason : null,
  };
}

/** The query string of the list's URL: only what differs from the defaults, so links stay short. */
export function orderFiltersToSearchParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.search) params.set('search', filters.search);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page !== 1) params.set('page', String(filters.page));
  if (filters.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(filters.limit));
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.reason) params.set('reason', filters.reason);
  return params;
}

/**
 * The list's query string in one spelling: its filters parsed and written back in one order, the
 * defaults and what the list does not read left out. Two addresses that show the same list give the
 * same one (the server keys its first pictures of the screen by it, decision 041).
 */
export function canonicalOrderSearch(params: URLSearchParams): string {
  return orderFiltersToSearchParams(parseOrderFilters(params)).toString();
}

/** The query of `GET /order/all-orders` for these filters (page and limit always sent). */
export function orderListApiQuery(filters: OrderFilters): OrderListQuery {
  return {
    ...Object.fromEntries(orderFiltersToSearchParams(filters)),
    page: filters.page,
    limit: filters.limit,
  };
}

/**
 * Applies a change to the filters. Any change other than the page itself starts again at page 1:
 * page 4 of "all" is not page 4 of "pending".
 */
export function changeOrderFilters(current: OrderFilters, change: Partial<OrderFilters>): OrderFilters {
  // Another tab starts with every reason: a reason belongs to the tab it narrowed.
  const next = {
    ...current,
    ...('status' in change && !('reason' in change) ? { reason: null } : {}),
    ...change,
  };
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  return onlyPage ? next : { ...next, page: change.page ?? 1 };
}

/** True when the list is narrowed by anything but its status tab and paging. */
export const hasNarrowingFilters = (filters: OrderFilters): boolean =>
  filters.search !== '' || filters.from !== '' || filters.to !== '' || filters.reason !== null;

/** What an order's page is handed by the list that opened it: the list's query string, for Go Back. */
export type OrderListReturn = { listSearch: string };

/**
 * The list to go back to from an order's page: the one that opened it, with its filters and page,
 * or the plain list when the page was opened some other way (a link, a reload, the dashboard).
 */
export function orderListToReturnTo(state: unknown): string {
  const search = (state as Partial<OrderListReturn> | null)?.listSearch;
  return typeof search === 'string' && /^\?[^#]*$/.test(search) ? search : '';
}
