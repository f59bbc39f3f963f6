import { ORDER_STATUSES, type OrderListMeta, type OrderStatus } from '@haat/contract';
import { Link } from 'react-router';
import { adminMessages } from '@/lib/admin-messages';
import { formatCount } from '@/lib/numbers';
import { ordersMessages } from '../messages';
import { changeOrderFilters, type OrderFilters, orderFiltersToSearchParams } from '../order-filters';

const t = ordersMessages;

type OrderStatusTabsProps = { filters: OrderFilters; counts: OrderListMeta['counts'] | undefined };

const activeTone: Record<OrderStatus | 'all', string> = {
  all: 'bg-stone-800 text-white',
  pending: 'bg-amber-400 text-amber-950',
  confirmed: 'bg-teal-700 text-white',
  on_hold: 'bg-orange-700 text-white',
  shipped: 'bg-sky-700 text-white',
  delivered: 'bg-emerald-700 text-white',
  returned: 'bg-purple-700 text-white',
  cancelled: 'bg-red-700 text-white',
};

/** All, then every status in the loop's order, each with its count; links, so the URL holds the choice. */
export function OrderStatusTabs({ filters, counts }: OrderStatusTabsProps) {
  const tabs: Array<{ status: OrderStatus | null; label: string; count: number | undefined }> = [
    { status: null, label: t.all, count: counts?.all },
    ...ORDER_STATUSES.map((status) => ({
      status,
      label: adminMessages.status.names[status],
      count: counts?.[status],
    })),
  ];
  return (
    // One row that scrolls sideways on a phone: wrapped, the tabs took four rows of the first screen.
    <nav
      aria-label={t.filterLabel}
      className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
      data-testid="status-tabs"
    >
      <ul className="flex w-max gap-2 lg:w-auto lg:flex-wrap">
        {tabs.map(({ status, label, count }) => {
          const active = filters.status === status;
          const query = orderFiltersToSearchParams(changeOrderFilters(filters, { status })).toString();
          return (
            <li key={status ?? 'all'} className="shrink-0">
              <Link
                to={{ search: query ? `?${query}` : '' }}
                aria-current={active ? 'page' : undefined}
                data-status-tab={status ?? 'all'}
                className={`flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-full px-3 text-sm font-semibold transition-colors sm:gap-2 sm:px-4 ${
                  active
                    ? activeTone[status ?? 'all']
                    : 'bg-white text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50'
                }`}
              >
                {label}
                {/* Wide enough for four digits before the counts arrive, in figures of one width: a
                    count that widened its tab moved every tab after it (a layout shift). */}
                <span
                  className={`min-w-12 rounded-full px-1 text-center text-xs leading-5 tabular-nums ${
                    active ? 'bg-white/25' : 'bg-stone-100 text-stone-700'
                  }`}
                >
                  {count === undefined ? '–' : formatCount(count)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
