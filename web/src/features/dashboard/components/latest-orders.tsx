import { type DashboardStats, formatInvoiceNumber, paths } from '@haat/contract';
import { Link } from 'react-router';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { formatDateShortTime } from '@/lib/dates';
import { formatTaka } from '@/lib/money';
import { dashboardMessages } from '../messages';

const t = dashboardMessages;

type LatestOrdersProps = { orders: DashboardStats['latestOrders'] };

/** The newest orders, each linking to its detail page. */
export function LatestOrders({ orders }: LatestOrdersProps) {
  if (orders.length === 0) return <p className="py-6 text-center text-stone-600">{t.latestEmpty}</p>;
  return (
    <ul className="-mx-4 divide-y divide-stone-100 sm:-mx-5">
      {orders.map((order) => (
        <li key={order._id}>
          <Link
            to={paths.adminOrder(order._id)}
            className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-0.5 px-4 py-3 hover:bg-stone-50 sm:px-5"
          >
            <span className="font-semibold text-leaf-800">{formatInvoiceNumber(order.invoiceNumber)}</span>
            <span className="justify-self-end">
              <OrderStatusBadge status={order.status} />
            </span>
            <span className="truncate text-stone-800">{order.name}</span>
            <span className="justify-self-end font-semibold text-stone-900">{formatTaka(order.total)}</span>
            <span className="col-span-2 text-sm text-stone-500">{formatDateShortTime(order.createdAt)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
