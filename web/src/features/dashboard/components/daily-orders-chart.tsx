import type { DashboardStats } from '@haat/contract';
import { formatDayMonth } from '@/lib/dates';
import { formatTaka } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { dashboardMessages } from '../messages';

const t = dashboardMessages;

type DailyOrdersChartProps = {
  daily: DashboardStats['daily'];
  /** Each day's money, for owners only (decision 063). */
  revenue?: ReadonlyMap<string, number>;
};

/**
 * Orders per day for 30 days as plain CSS bars: no chart library for one bar chart. Each bar says
 * its day, orders and (for owners) money to screen readers and in its tooltip.
 */
export function DailyOrdersChart({ daily, revenue }: DailyOrdersChartProps) {
  const highest = Math.max(1, ...daily.map((day) => day.orders));
  const first = daily[0];
  const last = daily.at(-1);
  return (
    <figure className="flex flex-col gap-2">
      <p className="text-xs text-stone-500">{t.dailyMax(formatCount(highest))}</p>
      <ol className="flex h-40 items-end gap-[2px] border-b border-l border-stone-200 pl-1 sm:gap-1">
        {daily.map((day) => {
          const money = revenue?.get(day.date);
          const label = t.dailyBar(
            formatDayMonth(day.date),
            formatCount(day.orders),
            money === undefined ? null : formatTaka(money),
          );
          return (
            <li key={day.date} className="flex h-full flex-1 items-end" title={label}>
              <span className="sr-only">{label}</span>
              <span
                aria-hidden="true"
                data-orders={day.orders}
                className={`block w-full rounded-t-sm ${day.orders > 0 ? 'bg-leaf-600' : 'bg-stone-200'}`}
                style={{ height: day.orders > 0 ? `${Math.max(4, (day.orders / highest) * 100)}%` : '2px' }}
              />
            </li>
          );
        })}
      </ol>
      {first && last ? (
        <figcaption className="flex justify-between text-xs text-stone-500">
          <span>{formatDayMonth(first.date)}</span>
          <span>{formatDayMonth(last.date)}</span>
        </figcaption>
      ) : null}
    </figure>
  );
}
