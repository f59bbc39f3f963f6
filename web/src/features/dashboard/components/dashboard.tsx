import { paths } from '@haat/contract';
import { Link } from 'react-router';
import { ContentSpinner } from '@/components/ui/content-spinner';
import { LoadError } from '@/components/ui/load-error';
import { Panel } from '@/components/ui/panel';
import { useLoggedUser } from '@/lib/auth';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { dashboardMessages } from '../messages';
import { DailyOrdersChart } from './daily-orders-chart';
import { LatestOrders } from './latest-orders';
import { MoneyPanel } from './money-panel';
import { OrderDesk } from './order-desk';
import { ParkedJobsAlert } from './parked-jobs-alert';
import { PeriodCard } from './period-card';

const t = dashboardMessages;

const PERIODS = [
  ['today', t.today],
  ['last7Days', t.last7Days],
  ['last30Days', t.last30Days],
] as const;

/**
 * /admin: the order desk's morning (what to do now), the money on its way (owners: the server sends
 * order staff no money, decision 063), then how today, the week and the month went, a 30-day bar
 * chart and the newest orders.
 */
export function Dashboard() {
  const { data: stats, isPending, isError, error, refetch } = useDashboardStats();
  const isOwner = useLoggedUser().role === 'admin';
  if (isPending) return <ContentSpinner label={t.loading} />;
  if (isError) return <LoadError message={error.message} onRetry={() => void refetch()} />;
  const { money } = stats;
  const revenue = money ? new Map(money.daily.map((day) => [day.date, day.revenue])) : undefined;
  return (
    <div className="flex flex-col gap-4">
      {/* Owners only: order staff may not see the outbox (decision 028). */}
      {isOwner ? <ParkedJobsAlert /> : null}
      <OrderDesk desk={stats.desk} money={money} />
      {money ? <MoneyPanel money={money} /> : null}
      <div className="grid gap-4 md:grid-cols-3">
        {PERIODS.map(([id, title]) => (
          <PeriodCard
            key={id}
            id={id}
            title={title}
            stats={stats.periods[id]}
            deliveredMoney={money ? money.delivered[id] : null}
          />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <Panel title={t.dailyTitle} titleId="daily-orders">
          <p className="-mt-2 mb-3 text-sm text-stone-500">{t.dailyHint}</p>
          <DailyOrdersChart daily={stats.daily} revenue={revenue} />
        </Panel>
        <Panel
          title={t.latestTitle}
          titleId="latest-orders"
          actions={
            <Link to={paths.adminOrders} className="text-sm font-semibold text-leaf-800 hover:underline">
              {t.allOrders}
            </Link>
          }
        >
          <LatestOrders orders={stats.latestOrders} />
        </Panel>
      </div>
    </div>
  );
}
