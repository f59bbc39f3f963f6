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
    <nav aria-label={t.filterLabel}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map(({ status, label, count }) => {
          const active = filters.status === status;
          const query = orderFiltersToSearchParams(changeOrderFilters(filters, { status })).toString();
          return (
            <li key={status ?? 'all'}>
              <Link
                to={{ search: query ? `?${query}` : '' }}
                aria-current={active ? 'page' : undefined}
                data-status-tab={status ?? 'all'}
                className={`flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors sm:gap-2 sm:px-4 ${
                  active
                    ? activeTone[status ?? 'all']
                    : 'bg-white text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50'
                }`}
              >
                {label}
                {/* Wide enough for two digits before the counts arrive: the tabs wrap on a phone, and
                    a count that widened its tab moved every tab after it (a layout shift). */}
                <span
                  className={`min-w-7 rounded-full px-1 text-center text-xs leading-5 ${
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
