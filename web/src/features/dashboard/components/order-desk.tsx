import {
  type DashboardMoney,
  type OrderDesk as OrderDeskFigures,
  type OrderStatus,
  paths,
} from '@haat/contract';
import { Link } from 'react-router';
import { formatTaka } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { dashboardMessages as t } from '../messages';

type Figure = {
  key: keyof OrderDeskFigures;
  label: string;
  count: string;
  cash?: string;
  /** The list this figure taps through to. */
  status: OrderStatus;
  tone: string;
};

const listOf = (status: OrderStatus) => `${paths.adminOrders}?status=${status}`;

/**
 * The cash-on-delivery morning at the top of the dashboard (decision 030): what needs doing whatever day
 * it came in, and what was delivered or returned today; each figure opens its list. The money beside
 * the counts is the owners' (decision 063): `money` is null for order staff.
 */
export function OrderDesk({ desk, money }: { desk: OrderDeskFigures; money: DashboardMoney | null }) {
  const figures: Figure[] = [
    {
      key: 'toConfirm',
      label: t.toConfirm,
      count: formatCount(desk.toConfirm),
      status: 'pending',
      tone: 'ring-amber-300 bg-amber-50',
    },
    {
      key: 'onHold',
      label: t.onHold,
      count: formatCount(desk.onHold),
      status: 'on_hold',
      tone: 'ring-orange-300 bg-orange-50',
    },
    {
      key: 'toShip',
      label: t.toShip,
      count: formatCount(desk.toShip),
      status: 'confirmed',
      tone: 'ring-sky-300 bg-sky-50',
    },
    {
      key: 'withCourier',
      label: t.withCourier,
      count: formatCount(desk.withCourier),
      ...(money ? { cash: t.cashToCollect(formatTaka(money.open.withCourier)) } : {}),
      status: 'shipped',
      tone: 'ring-indigo-300 bg-indigo-50',
    },
    {
      key: 'deliveredToday',
      label: t.deliveredToday,
      count: formatCount(desk.deliveredToday),
      ...(money ? { cash: t.cashCollected(formatTaka(money.delivered.today)) } : {}),
      status: 'delivered',
      tone: 'ring-leaf-300 bg-leaf-50',
    },
    {
      key: 'returnedToday',
      label: t.returnedToday,
      count: formatCount(desk.returnedToday),
      ...(money ? { cash: formatTaka(money.returnedToday) } : {}),
      status: 'returned',
      tone: 'ring-red-300 bg-red-50',
    },
  ];
  return (
    <section aria-labelledby="order-desk-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-desk-title" className="text-lg font-semibold text-stone-900">
          {t.deskTitle}
        </h2>
        <p className="text-sm text-stone-600" data-testid="return-rate">
          {desk.returnRate30Days === null ? t.noReturnRate : t.returnRate(formatCount(desk.returnRate30Days))}
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="order-desk">
        {figures.map((figure) => (
          <li key={figure.key} data-figure={figure.key}>
            <Link
              to={listOf(figure.status)}
              className={`flex min-h-24 flex-col justify-between gap-1 rounded-2xl p-3 ring-1 hover:brightness-95 ${figure.tone}`}
            >
              <span className="text-sm font-semibold text-stone-700">{figure.label}</span>
              <span className="text-2xl font-semibold text-stone-900" data-count>
                {figure.count}
              </span>
              {figure.cash ? <span className="text-xs text-stone-700">{figure.cash}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
