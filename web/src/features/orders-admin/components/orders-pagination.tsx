import { useId } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/admin-icons';
import { inputClassName } from '@/components/ui/text-field';
import { formatCount } from '@/lib/numbers';
import { pageCount, pageWindow } from '@/lib/pagination';
import { ordersMessages } from '../messages';
import {
  changeOrderFilters,
  type OrderFilters,
  orderFiltersToSearchParams,
  PAGE_SIZES,
} from '../order-filters';

const t = ordersMessages;

type OrdersPaginationProps = {
  filters: OrderFilters;
  total: number;
  onPageSize: (limit: number) => void;
};

const pageLink = (filters: OrderFilters, page: number) => {
  const query = orderFiltersToSearchParams(changeOrderFilters(filters, { page })).toString();
  return { search: query ? `?${query}` : '' };
};

const stepClass =
  'flex min-h-11 items-center gap-1 rounded-xl px-3 font-semibold text-stone-800 ring-1 ring-stone-300 bg-white hover:bg-stone-50';
const disabledStepClass =
  'flex min-h-11 items-center gap-1 rounded-xl px-3 font-semibold text-stone-400 ring-1 ring-stone-200 bg-stone-50';

/** Page links (server-side paging) and the page size. */
export function OrdersPagination({ filters, total, onPageSize }: OrdersPaginationProps) {
  const sizeId = useId();
  const pages = pageCount(total, filters.limit);
  const current = Math.min(filters.page, pages);
  const first = total === 0 ? 0 : (current - 1) * filters.limit + 1;
  const last = Math.min(total, current * filters.limit);

  return (
    <div className="flex flex-col gap-3 border-t border-stone-200 px-4 py-3 md:flex-row md:items-center md:justify-between">
      <div className="flex items-center justify-between gap-4 md:justify-start">
        <p className="text-sm text-stone-600" aria-live="polite">
          {t.showing(formatCount(first), formatCount(last), formatCount(total))}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId} className="text-sm text-stone-600">
            {t.pageSize}
          </label>
          <select
            id={sizeId}
            name="limit"
            value={filters.limit}
            onChange={(event) => onPageSize(Number(event.target.value))}
            className={`${inputClassName} w-auto py-1`}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {formatCount(size)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {pages > 1 ? (
        <nav aria-label={t.pagination}>
          <ul className="flex items-center justify-between gap-1 md:justify-end">
            <li>
              {current > 1 ? (
                <Link to={pageLink(filters, current - 1)} rel="prev" className={stepClass}>
                  <ChevronLeftIcon className="size-4" />
                  <span className="sr-only sm:not-sr-only">{t.previous}</span>
                </Link>
              ) : (
                <span aria-disabled="true" className={disabledStepClass}>
                  <ChevronLeftIcon className="size-4" />
                  <span className="sr-only sm:not-sr-only">{t.previous}</span>
                </span>
              )}
            </li>
            {pageWindow(current, pages).map((item, index) =>
              item === 'gap' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-500">
                  …
                </li>
              ) : (
                <li key={item}>
                  <Link
                    to={pageLink(filters, item)}
                    aria-label={t.page(formatCount(item))}
                    aria-current={item === current ? 'page' : undefined}
                    className={`flex min-h-11 min-w-11 items-center justify-center rounded-xl font-semibold ${
                      item === current
                        ? 'bg-leaf-700 text-white'
                        : 'bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50'
                    }`}
                  >
                    {formatCount(item)}
                  </Link>
                </li>
              ),
            )}
            <li>
              {current < pages ? (
                <Link to={pageLink(filters, current + 1)} rel="next" className={stepClass}>
                  <span className="sr-only sm:not-sr-only">{t.next}</span>
                  <ChevronRightIcon className="size-4" />
                </Link>
              ) : (
                <span aria-disabled="true" className={disabledStepClass}>
                  <span className="sr-only sm:not-sr-only">{t.next}</span>
                  <ChevronRightIcon className="size-4" />
                </span>
              )}
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
