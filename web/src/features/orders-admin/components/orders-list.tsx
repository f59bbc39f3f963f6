import { STATUSES_WITH_REASON } from '@haat/contract';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminList } from '@/components/admin/admin-list';
import { buttonClassName } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { shopDateToday } from '@/lib/dates';
import { useDrawnInNextTask } from '@/lib/next-task';
import { formatCount } from '@/lib/numbers';
import { isBehindShell, useShellHandOver } from '@/lib/page-shell';
import { pageCount } from '@/lib/pagination';
import { useHydrated } from '@/lib/use-hydrated';
import { useWideScreen } from '@/lib/wide-screen';
import { useOrders } from '../api/get-orders';
import { ordersMessages } from '../messages';
import {
  changeOrderFilters,
  defaultOrderFilters,
  hasNarrowingFilters,
  type OrderFilters,
  orderFiltersToSearchParams,
  parseOrderFilters,
} from '../order-filters';
import { OrderDateRange } from './order-date-range';
import { OrderReasonFilter } from './order-reason-filter';
import { OrderSearch } from './order-search';
import { OrderStatusTabs } from './order-status-tabs';
import { type OrderSelection, OrdersBulkBar } from './orders-bulk-bar';
import { OrdersExport } from './orders-export';
import { OrdersPagination } from './orders-pagination';
import { OrdersTable } from './orders-table';

const t = ordersMessages;

/**
 * How many orders arrived, under the same search and dates, since the list was opened (or since the
 * owner last looked at them): the list asks again every half minute, and this says what it found.
 */
function useNewOrderCount(filters: OrderFilters, all: number | undefined) {
  const scope = `${filters.search}|${filters.from}|${filters.to}`;
  const [baseline, setBaseline] = useState<{ scope: string; all: number } | null>(null);
  useEffect(() => {
    if (all !== undefined && baseline?.scope !== scope) setBaseline({ scope, all });
  }, [all, scope, baseline]);
  const count = baseline && baseline.scope === scope && all !== undefined ? all - baseline.all : 0;
  return { count, seen: () => all !== undefined && setBaseline({ scope, all }) };
}

/** /admin/orders: status tabs, search, dates, the list and its pages; every filter lives in the URL. */
export function OrdersList() {
  // The screen the server's first picture shows (decision 041): drawn, it takes the picture's place.
  // Behind the picture, the list is drawn a task after the bars above it, and the picture gives way
  // once both are: drawn together they were one long task on a phone (blocking time in Lighthouse's score).
  const listDrawn = useDrawnInNextTask(isBehindShell());
  useShellHandOver(listDrawn);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseOrderFilters(searchParams), [searchParams]);
  const query = useOrders(filters);
  const { data, isPlaceholderData } = query;

  const update = (change: Partial<OrderFilters>, options: { replace?: boolean } = {}) =>
    setSearchParams(orderFiltersToSearchParams(changeOrderFilters(filters, change)), options);

  // A page past the end (the last orders on it were deleted, or an old link): go to the last page.
  const total = data?.meta.total;
  useEffect(() => {
    if (total === undefined || isPlaceholderData) return;
    const lastPage = pageCount(total, filters.limit);
    if (filters.page > lastPage) {
      setSearchParams(orderFiltersToSearchParams({ ...filters, page: lastPage }), { replace: true });
    }
  }, [total, isPlaceholderData, filters, setSearchParams]);

  const newOrders = useNewOrderCount(filters, data?.meta.counts.all);

  // What is picked for a bulk action; a change of filter (not of page) starts over.
  const scope = `${filters.status}|${filters.reason}|${filters.search}|${filters.from}|${filters.to}`;
  const [picked, setPicked] = useState<{ scope: string; ids: Set<string>; allMatching: boolean }>({
    scope,
    ids: new Set(),
    allMatching: false,
  });
  const selection = picked.scope === scope ? picked : { scope, ids: new Set<string>(), allMatching: false };
  const clearSelection = () => setPicked({ scope, ids: new Set(), allMatching: false });
  // Stable for a filter, so the table's memoised rows are not all drawn again at each tick.
  const toggle = useCallback(
    (id: string) =>
      setPicked((current) => {
        const ids = new Set(current.scope === scope ? current.ids : []);
        if (ids.has(id)) ids.delete(id);
        else ids.add(id);
        return { scope, ids, allMatching: false };
      }),
    [scope],
  );
  const pageIds = data?.orders.map((order) => order._id) ?? [];
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
  const togglePage = () => {
    const ids = new Set(selection.ids);
    for (const id of pageIds) {
      if (wholePage) ids.delete(id);
      else ids.add(id);
    }
    setPicked({ scope, ids, allMatching: false });
  };
  const matching = data?.meta.total ?? 0;
  const bulkSelection: OrderSelection | null = selection.allMatching
    ? { kind: 'matching', count: matching }
    : selection.ids.size > 0
      ? { kind: 'ids', ids: [...selection.ids] }
      : null;

  const today = shopDateToday();
  const datesId = useId();
  const [datesOpen, setDatesOpen] = useState(filters.from !== '' || filters.to !== '');
  const wide = useWideScreen();
  // The date fields themselves: unfolded on a phone, or beside the search on a wide screen.
  const datesShown = datesOpen || wide;
  const drawnByServer = !useHydrated();
  const narrowed = hasNarrowingFilters(filters);

  return (
    <div className="flex flex-col gap-3 sm:gap-4">
      <OrderStatusTabs filters={filters} counts={data?.meta.counts} />
      {filters.status && STATUSES_WITH_REASON.includes(filters.status) ? (
        <OrderReasonFilter value={filters.reason} onChange={(reason) => update({ reason })} />
      ) : null}

      {newOrders.count > 0 ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-amber-50 px-4 py-2 ring-1 ring-amber-300"
        >
          <p className="font-semibold text-amber-900">{t.newOrders(formatCount(newOrders.count))}</p>
          <button
            type="button"
            onClick={() => {
              newOrders.seen();
              update({ status: null, page: 1 });
            }}
            className={`${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11`}
          >
            {t.showNewOrders}
          </button>
        </div>
      ) : null}

      {/* Tight on a phone: the search and one sideways row of buttons, so the first screen holds
          three orders (decision 061's denser list). */}
      <div className="flex flex-col gap-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:gap-3 sm:p-4 lg:flex-row lg:flex-wrap lg:items-end">
        <OrderSearch value={filters.search} onSearch={(search, options) => update({ search }, options)} />
        {/* On a phone the dates fold away behind a button, and their fields are made only when
            unfolded: making a page's first date field took Chromium longer than drawing all the
            rest of these bars, on every phone's first screen (decision 041). From lg up they
            sit beside the search. The server's picture is drawn for a phone, but a wide screen
            shows it too: there plain boxes hold the fields' place until the app draws them. */}
        <div id={datesId} className={`order-3 lg:order-2 lg:block ${datesOpen ? 'block' : 'hidden'}`}>
          {datesShown || drawnByServer ? (
            <OrderDateRange
              from={filters.from}
              to={filters.to}
              onChange={(range) => update(range)}
              standIn={!datesShown}
            />
          ) : null}
        </div>
        <div className="order-2 -mx-3 flex gap-2 overflow-x-auto px-3 *:shrink-0 sm:mx-0 sm:flex-wrap sm:px-0 lg:order-3">
          <button
            type="button"
            onClick={() => setDatesOpen((open) => !open)}
            aria-expanded={datesOpen}
            aria-controls={datesId}
            className={`${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11 lg:hidden`}
          >
            {t.dates}
            <ChevronDownIcon className={`size-4 transition-transform ${datesOpen ? 'rotate-180' : ''}`} />
          </button>
          <button
            type="button"
            onClick={() => update({ sort: filters.sort === 'oldest' ? 'newest' : 'oldest' })}
            aria-pressed={filters.sort === 'oldest'}
            className={`${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11 aria-pressed:bg-leaf-50 aria-pressed:ring-leaf-600`}
          >
            {t.oldestFirst}
          </button>
          <button
            type="button"
            onClick={() => update({ from: today, to: today })}
            aria-pressed={filters.from === today && filters.to === today}
            className={`${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11 aria-pressed:bg-leaf-50 aria-pressed:ring-leaf-600`}
          >
            {t.today}
          </button>
          {narrowed ? (
            <button
              type="button"
              onClick={() =>
                setSearchParams(
                  orderFiltersToSearchParams({
                    ...defaultOrderFilters,
                    status: filters.status,
                    limit: filters.limit,
                    sort: filters.sort,
                  }),
                )
              }
              className={`${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11`}
            >
              {t.clearFilters}
            </button>
          ) : null}
          <OrdersExport filters={filters} />
        </div>
      </div>

      {listDrawn ? (
        <section
          aria-label={ordersMessages.title}
          className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
        >
          <AdminList
            query={query}
            loading={t.loading}
            keepDataOnError
            isEmpty={(data) => data.orders.length === 0}
            empty={
              <p className="px-4 py-12 text-center text-stone-600">
                {narrowed || filters.status ? t.emptyFiltered : t.empty}
              </p>
            }
          >
            {(data) => (
              <>
                <div className="flex flex-wrap items-center gap-x-3 border-b border-stone-200 px-2 text-sm">
                  <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 px-2 font-semibold text-stone-700">
                    <input
                      type="checkbox"
                      checked={wholePage}
                      onChange={togglePage}
                      className="size-5 accent-leaf-700"
                    />
                    {t.selectPage}
                  </label>
                  {wholePage && !selection.allMatching && matching > pageIds.length ? (
                    <button
                      type="button"
                      onClick={() => setPicked({ ...selection, scope, allMatching: true })}
                      className="min-h-11 px-2 font-semibold text-leaf-800 underline"
                    >
                      {t.pageSelected(formatCount(pageIds.length))}{' '}
                      {t.selectAllMatching(formatCount(matching))}
                    </button>
                  ) : null}
                  {selection.allMatching ? (
                    <span className="px-2 font-semibold text-leaf-800">
                      {t.allMatchingSelected(formatCount(matching))}
                    </span>
                  ) : null}
                </div>
                <OrdersTable
                  orders={data.orders}
                  busy={query.isFetching && query.isPlaceholderData}
                  selected={selection.ids}
                  onToggle={toggle}
                  restoreScroll={!isPlaceholderData}
                />
                <OrdersPagination
                  filters={filters}
                  total={data.meta.total}
                  onPageSize={(limit) => update({ limit })}
                />
              </>
            )}
          </AdminList>
        </section>
      ) : null}
      {bulkSelection ? (
        <OrdersBulkBar selection={bulkSelection} filters={filters} onDone={clearSelection} />
      ) : null}
    </div>
  );
}
