import type { DashboardMoney, OrderStatus } from '@haat/contract';
import { paths } from '@haat/contract';
import { Link } from 'react-router';
import { formatTaka } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { dashboardMessages as t } from '../messages';

const listOf = (status: OrderStatus) => `${paths.adminOrders}?status=${status}`;

/**
 * The owners' money still on its way (decision 063), in three buckets by how far it has gone, and what
 * the courier will pay after its fees where it reported them.
 */
export function MoneyPanel({ money }: { money: DashboardMoney }) {
  const buckets = [
    { key: 'unconfirmed', label: t.unconfirmedMoney, cash: money.open.unconfirmed, status: 'pending' },
    { key: 'toShip', label: t.toShipMoney, cash: money.open.toShip, status: 'confirmed' },
    { key: 'withCourier', label: t.withCourierMoney, cash: money.open.withCourier, status: 'shipped' },
  ] as const;
  const { courierPayout } = money;
  return (
    <section aria-labelledby="money-title" className="flex flex-col gap-2" data-testid="money">
      <h2 id="money-title" className="text-lg font-semibold text-stone-900">
        {t.moneyTitle}
      </h2>
      <p className="-mt-1 text-sm text-stone-600">{t.moneyHint}</p>
      <dl className="grid grid-cols-3 gap-3">
        {buckets.map((bucket) => (
          <div
            key={bucket.key}
            data-money={bucket.key}
            className="rounded-2xl bg-white p-3 ring-1 ring-stone-200"
          >
            <dt className="text-sm text-stone-600">
              <Link to={listOf(bucket.status)} className="hover:underline">
                {bucket.label}
              </Link>
            </dt>
            <dd className="text-lg font-semibold text-stone-900">{formatTaka(bucket.cash)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-stone-700" data-testid="courier-payout">
        {courierPayout.parcels === 0
          ? t.noCourierFee
          : t.courierPayout(
              formatCount(courierPayout.parcels),
              formatTaka(courierPayout.payout),
              formatTaka(courierPayout.fees),
            )}
      </p>
    </section>
  );
}
