import {
  type Customer,
  formatInvoiceNumber,
  MAX_CUSTOMER_ORDERS,
  ORDER_SOURCE_NAMES,
  paths,
} from '@haat/contract';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/admin/document-title';
import { QueryState } from '@/components/admin/query-state';
import { PhoneIcon } from '@/components/ui/icons';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { Panel } from '@/components/ui/panel';
import { adminMessages } from '@/lib/admin-messages';
import { telLink } from '@/lib/contact-links';
import { formatDate, formatDateShortTime, formatDateTime } from '@/lib/dates';
import { formatTaka } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { useCustomer } from '../api/get-customer';
import { customerMessages as t } from '../messages';

/** /admin/customer/{phone} (decision 029): everything one mobile number ordered, for the call. */
export function CustomerPage({ phone }: { phone: string }) {
  return (
    <QueryState query={useCustomer(phone)} loading={t.loading} notFound={t.notFound}>
      {(customer) => <CustomerView customer={customer} />}
    </QueryState>
  );
}

function CustomerView({ customer }: { customer: Customer }) {
  const phoneHref = telLink(customer.phone);
  const figures: Array<{ key: string; label: string; value: string; tone?: string }> = [
    { key: 'orders', label: t.orders, value: formatCount(customer.counts.orders) },
    {
      key: 'delivered',
      label: t.delivered,
      value: formatCount(customer.counts.delivered),
      tone: 'text-leaf-800',
    },
    {
      key: 'returned',
      label: t.returned,
      value: formatCount(customer.counts.returned),
      tone: 'text-red-700',
    },
    {
      key: 'cancelled',
      label: t.cancelled,
      value: formatCount(customer.counts.cancelled),
      tone: 'text-stone-600',
    },
    { key: 'open', label: t.open, value: formatCount(customer.counts.open) },
    { key: 'spent', label: t.totalSpent, value: formatTaka(customer.totalSpent), tone: 'text-leaf-800' },
  ];
  const otherNames = customer.names.filter((name) => name !== customer.name);
  return (
    <div className="flex flex-col gap-4">
      <DocumentTitle>{adminMessages.pageTitle(`${t.title}: ${customer.name}`)}</DocumentTitle>
      <div className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
        <h1 className="text-2xl font-semibold text-stone-900">{customer.name}</h1>
        {phoneHref ? (
          <a
            href={phoneHref}
            className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-leaf-800"
          >
            <PhoneIcon className="size-5" />
            {customer.phone}
          </a>
        ) : null}
        {otherNames.length > 0 ? (
          <p className="text-sm text-stone-700">
            {t.alsoCalled}: {otherNames.join(', ')}
          </p>
        ) : null}
        <p className="text-sm text-stone-600">{t.since(formatDate(customer.firstOrderAt))}</p>
        <dl className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6" data-testid="customer-figures">
          {figures.map((figure) => (
            <div
              key={figure.key}
              data-figure={figure.key}
              className="rounded-xl bg-stone-50 p-2 text-center ring-1 ring-stone-200"
            >
              <dt className="text-xs text-stone-600">{figure.label}</dt>
              <dd className={`text-lg font-semibold ${figure.tone ?? 'text-stone-900'}`}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <Panel title={t.ordersTitle} titleId="customer-orders">
        {customer.orders.length < customer.counts.orders ? (
          <p className="mb-2 text-sm text-stone-600">{t.capped(formatCount(MAX_CUSTOMER_ORDERS))}</p>
        ) : null}
        <ul className="flex flex-col divide-y divide-stone-100" data-testid="customer-orders">
          {customer.orders.map((order) => (
            <li
              key={order._id}
              data-order-id={order._id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3"
            >
              <Link
                to={paths.adminOrder(order._id)}
                className="inline-flex min-h-11 items-center font-semibold text-leaf-800 underline decoration-leaf-300 underline-offset-4"
              >
                {formatInvoiceNumber(order.invoiceNumber)}
              </Link>
              <OrderStatusBadge status={order.status} />
              <span className="ml-auto font-semibold text-stone-900">{formatTaka(order.total)}</span>
              <span className="w-full text-sm text-stone-600">
                {formatDateShortTime(order.createdAt)} · {order.city}
                {order.source !== 'web' ? ` · ${ORDER_SOURCE_NAMES[order.source]}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </Panel>

      <Panel title={t.notesTitle} titleId="customer-notes">
        {customer.notes.length === 0 ? (
          <p className="text-stone-600">{t.noNotes}</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="customer-notes">
            {customer.notes.map((note) => (
              <li key={note._id} className="flex flex-col gap-0.5">
                <p className="whitespace-pre-wrap break-words text-stone-900">{note.text}</p>
                <p className="text-sm text-stone-600">
                  <Link to={paths.adminOrder(note.orderId)} className="font-semibold text-leaf-800 underline">
                    {t.onOrder(formatInvoiceNumber(note.invoiceNumber))}
                  </Link>{' '}
                  · {note.by?.name ?? ''} · {formatDateTime(note.at)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
