import {
  COURIER_NAMES,
  formatInvoiceNumber,
  ORDER_SOURCE_NAMES,
  type Order,
  PARCEL_STATE_NAMES,
  type Parcel,
  type ParcelState,
  paths,
  STATUS_REASON_NAMES,
} from '@haat/contract';
import { type MouseEvent, memo, useEffect, useState } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { TableHead } from '@/components/admin/table-head';
import { PhoneIcon, TruckIcon } from '@/components/ui/icons';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { adminMessages } from '@/lib/admin-messages';
import { telLink } from '@/lib/contact-links';
import { formatDateShortTime } from '@/lib/dates';
import { formatTaka } from '@/lib/money';
import { rememberListScroll, useRestoredListScroll } from '../list-scroll';
import { ordersMessages, parcelMessages } from '../messages';
import type { OrderListReturn } from '../order-filters';
import { useRowsSettling } from '../tap-guard';
import { OrderQuickActions } from './order-quick-actions';
import { CodeWaitingBadge, RiskBadge } from './risk-badge';

const t = ordersMessages;

const parcelTones: Record<ParcelState, string> = {
  booking: 'bg-amber-50 text-amber-900 ring-amber-200',
  booked: 'bg-stone-50 text-stone-800 ring-stone-300',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

/**
 * The order's parcel at a glance (decision 035): its courier and, once taken, the code the customer
 * asks about (the tracking code, or Pathao's consignment id); before that, where the booking stands.
 */
function ParcelBadge({ parcel }: { parcel: Parcel }) {
  const code = parcel.state === 'booked' ? parcel.trackingCode || parcel.consignmentId : '';
  const detail = code || PARCEL_STATE_NAMES[parcel.state];
  return (
    <span
      data-testid="order-parcel-badge"
      data-parcel-state={parcel.state}
      title={`${parcelMessages.courier}: ${COURIER_NAMES[parcel.courier]} · ${detail}`}
      className={`inline-flex max-w-48 items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${parcelTones[parcel.state]}`}
    >
      <TruckIcon className="size-3.5 shrink-0" />
      <span className="truncate">
        {COURIER_NAMES[parcel.courier]} · <span className={code ? 'font-mono' : ''}>{detail}</span>
      </span>
    </span>
  );
}

/** A plain left click is the app's to follow; a new tab, a download or a modified click is the browser's. */
function followsInApp(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

type OrderRowProps = {
  order: Order;
  selected: boolean;
  onToggle: (id: string) => void;
  /** The list's query string: the order's page links back to it, and its scroll is kept under it. */
  listSearch: string;
  /** The router's (stable) navigate: the invoice link follows it as <Link> would. */
  navigate: NavigateFunction;
};

/**
 * One order of the list; memoised, so drawing more rows or ticking one redraws only what changed.
 * Its invoice link is a plain anchor the router follows, not a <Link>: fifty of React Router's, each
 * with its own hooks, were the list's largest cost on a phone, and the row has the
 * router's navigate already.
 */
const OrderRow = memo(function OrderRow({ order, selected, onToggle, listSearch, navigate }: OrderRowProps) {
  const phoneHref = telLink(order.phone);
  const orderHref = paths.adminOrder(order._id);
  return (
    <tr
      data-order-id={order._id}
      data-selected={selected || undefined}
      className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 px-4 py-2 hover:bg-stone-50 data-selected:bg-leaf-50 md:table-row md:p-0"
    >
      <td className="col-start-1 row-start-1 flex items-center md:table-cell md:px-2 md:py-3 md:whitespace-nowrap">
        <label className="-ml-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center align-middle group-data-settling:pointer-events-none">
          <input
            type="checkbox"
            checked={selected}
            onChange={() => onToggle(order._id)}
            aria-label={t.select(formatInvoiceNumber(order.invoiceNumber))}
            className="size-5 accent-leaf-700"
          />
        </label>
        <a
          href={orderHref}
          onClick={(event) => {
            rememberListScroll(listSearch);
            // A plain tap is the router's; a new tab or window (a modifier, the middle button) the browser's.
            if (!followsInApp(event)) return;
            event.preventDefault();
            navigate(orderHref, { state: { listSearch } satisfies OrderListReturn });
          }}
          className="-mx-1 inline-flex min-h-10 items-center rounded px-1 font-semibold text-leaf-800 underline decoration-leaf-300 underline-offset-4 hover:decoration-leaf-700 md:min-h-0"
        >
          {formatInvoiceNumber(order.invoiceNumber)}
        </a>
      </td>
      {/* The date may take two lines on a desk: a row with a parcel badge needs the width. */}
      <td className="col-span-2 row-start-4 text-sm text-stone-500 md:min-w-24 md:px-4 md:py-3 md:text-stone-600">
        {formatDateShortTime(order.createdAt)}
      </td>
      {/* A long unbroken name wraps inside the card: it never pushes the status badge off it. */}
      <td className="col-start-1 row-start-2 min-w-0 font-semibold text-stone-900 [overflow-wrap:anywhere] md:px-4 md:py-3 md:font-normal">
        {order.name}
        {order.source !== 'web' ? (
          <span className="ml-2 inline-block rounded-md bg-violet-50 px-1.5 text-xs font-semibold text-violet-800 ring-1 ring-violet-200">
            {ORDER_SOURCE_NAMES[order.source]}
          </span>
        ) : null}
      </td>
      <td className="col-start-1 row-start-3 md:px-4 md:py-3">
        {phoneHref ? (
          <a
            href={phoneHref}
            aria-label={`${t.callCustomer(order.name)}: ${order.phone}`}
            className="-mx-1 inline-flex min-h-10 items-center gap-1.5 rounded px-1 text-leaf-800 hover:underline md:min-h-0 md:whitespace-nowrap"
          >
            <PhoneIcon className="size-4 shrink-0" />
            {order.phone}
          </a>
        ) : (
          order.phone
        )}
      </td>
      <td className="col-start-2 row-start-3 max-w-32 text-right text-stone-700 [overflow-wrap:anywhere] md:max-w-none md:px-4 md:py-3 md:text-left">
        {order.city}
      </td>
      <td className="col-start-2 row-start-2 text-right font-semibold text-stone-900 md:px-4 md:py-3 md:whitespace-nowrap">
        {formatTaka(order.total)}
      </td>
      <td className="col-start-2 row-start-1 justify-self-end md:px-4 md:py-3">
        <div className="flex flex-col items-end gap-1 md:items-start">
          <OrderStatusBadge status={order.status} />
          {order.statusReason ? (
            <span data-testid="order-status-reason" className="text-xs font-semibold text-stone-600">
              {STATUS_REASON_NAMES[order.statusReason]}
            </span>
          ) : null}
          <RiskBadge risk={order.risk} />
          <CodeWaitingBadge state={order.phoneCheck} />
          {order.parcel ? <ParcelBadge parcel={order.parcel} /> : null}
        </div>
      </td>
      {/* Closed to taps while the rows settle (decision 060): a double tap never reaches the next order. */}
      <td className="col-span-2 row-start-5 pt-1 empty:hidden group-data-settling:pointer-events-none md:px-4 md:py-3 md:empty:table-cell">
        <OrderQuickActions order={order} />
      </td>
    </tr>
  );
});

type OrdersTableProps = {
  orders: Order[];
  busy: boolean;
  /** The orders picked for a bulk action (decision 031), and how to pick one (a stable function). */
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /**
   * Whether these are the list's own orders, not the previous page's shown while they load: Go Back's
   * scroll is restored once every one of them is drawn, when the table is its full height.
   */
  restoreScroll: boolean;
};

/** Rows drawn with the table; the rest follow a few at a time (see useRowsDrawn). */
const FIRST_ROWS = 2;
const ROWS_PER_STEP = 2;

/**
 * How many of `count` rows to draw. A phone shows three or four; drawing all fifty at once held the
 * screen for a long task before anything appeared (decision 041: signed in, the orders screen
 * paints within 1.5 s and stays responsive on a phone). The first rows come with the table, the rest in
 * small steps, each its own short task, so a tap in between is answered. Only the table draws again
 * at each step, and only its new rows (OrderRow is memoised): a step that redrew the whole screen and
 * every row before it grew longer with each step.
 */
function useRowsDrawn(count: number): number {
  const [drawn, setDrawn] = useState(FIRST_ROWS);
  useEffect(() => {
    if (drawn >= count) return;
    const timer = setTimeout(() => setDrawn((current) => current + ROWS_PER_STEP), 0);
    return () => clearTimeout(timer);
  }, [drawn, count]);
  return Math.min(drawn, count);
}

/**
 * The order list. One table for every screen: from md up it is a table; below, each row is laid out
 * as a card (invoice and status on top, the customer with a tap-to-call number, then city, date and
 * total, then the call's one-tap outcomes and WhatsApp), so the owner can read and work it on a phone
 * without scrolling sideways.
 */
export function OrdersTable({ orders, busy, selected, onToggle, restoreScroll }: OrdersTableProps) {
  // The list's filters and page travel to the order's page, so Go Back returns to this very list.
  // The same key the table's links remember the position under: the address bar's query string.
  const listSearch = useLocation().search;
  const navigate = useNavigate();
  const drawn = useRowsDrawn(orders.length);
  const settling = useRowsSettling(orders.map((order) => order._id).join(','));
  useRestoredListScroll(listSearch, restoreScroll && drawn === orders.length);
  return (
    <table
      aria-busy={busy || undefined}
      data-settling={settling || undefined}
      className={`group block w-full text-left transition-opacity md:table ${busy ? 'opacity-60' : ''}`}
    >
      <TableHead
        className="sr-only md:not-sr-only"
        columns={[
          { label: t.invoice },
          { label: t.date },
          { label: t.customer },
          { label: t.phone },
          { label: t.city },
          { label: t.total, className: 'text-right' },
          { label: adminMessages.status.label },
          { label: t.actions },
        ]}
      />
      <tbody className="block divide-y divide-stone-200 md:table-row-group">
        {orders.slice(0, drawn).map((order) => (
          <OrderRow
            key={order._id}
            order={order}
            selected={selected.has(order._id)}
            onToggle={onToggle}
            listSearch={listSearch}
            navigate={navigate}
          />
        ))}
      </tbody>
    </table>
  );
}
