import { ORDER_STATUSES, type PeriodStats } from '@haat/contract';
import { statusDots } from '@/components/ui/order-status-badge';
import { adminMessages } from '@/lib/admin-messages';
import { formatTaka } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { dashboardMessages } from '../messages';

const t = dashboardMessages;

type PeriodCardProps = {
  id: string;
  title: string;
  stats: PeriodStats;
  /** What was delivered in the period, by when (the desk's figure); owners only (decision 063). */
  deliveredMoney: number | null;
};

/**
 * One period (today, 7 or 30 days): orders placed, orders delivered and their money (by when they were
 * delivered, as everywhere), and what the period's orders are now.
 */
export function PeriodCard({ id, title, stats, deliveredMoney }: PeriodCardProps) {
  const headingId = `period-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-period={id}
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5 md:gap-3"
    >
      <h2 id={headingId} className="font-semibold text-stone-600">
        {title}
      </h2>
      <dl className="grid grid-cols-3 gap-3 md:grid-cols-2">
        <div className="md:col-span-2">
          <dt className="text-sm text-stone-600">{t.orders}</dt>
          <dd data-figure="orders" className="text-2xl font-semibold text-stone-900 md:text-3xl">
            {formatCount(stats.orders)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">{t.deliveredCount}</dt>
          <dd data-figure="delivered-count" className="text-lg font-semibold text-stone-900">
            {formatCount(stats.delivered)}
          </dd>
        </div>
        {deliveredMoney === null ? null : (
          <div>
            <dt className="text-sm text-stone-600">{t.deliveredRevenue}</dt>
            <dd data-figure="delivered" className="text-lg font-semibold text-emerald-800">
              {formatTaka(deliveredMoney)}
            </dd>
          </div>
        )}
      </dl>
      <p className="border-t border-stone-100 pt-2 text-xs text-stone-500 md:pt-3">{t.byStatusHint}</p>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {ORDER_STATUSES.map((status) => (
          <li key={status} data-status-count={status} className="flex items-center justify-between gap-2">
            <span className="flex items-center gap-1.5 text-stone-700">
              <span aria-hidden="true" className={`size-2 rounded-full ${statusDots[status]}`} />
              {adminMessages.status.names[status]}
            </span>
            <span className="font-semibold text-stone-900">{formatCount(stats.byStatus[status])}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
