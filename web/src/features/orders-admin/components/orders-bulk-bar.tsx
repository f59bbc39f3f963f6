import {
  formatInvoiceNumber,
  MAX_BULK_BOOKING,
  MAX_PRINT_ORDERS,
  ORDER_STATUSES,
  type OrderStatus,
  paths,
  STATUSES_WITH_REASON,
} from '@haat/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { TruckIcon } from '@/components/ui/icons';
import { inputClassName } from '@/components/ui/text-field';
import { adminMessages } from '@/lib/admin-messages';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { formatCount } from '@/lib/numbers';
import { useChangeStatusOfMany } from '../api/bulk-orders';
import { useExportOrders } from '../api/export-orders';
import { reasonMessages, ordersMessages as t } from '../messages';
import type { OrderFilters } from '../order-filters';
import { notifyUndoable } from '../undo-toast';
import { useMayExport } from './orders-export';
import { StatusReasonPicker, type StatusWhy } from './status-reason-picker';

// The courier form and its result, fetched when staff tap the action: the list's first load stays small.
const OrdersBulkBooking = lazy(() =>
  import('./orders-bulk-booking').then((module) => ({ default: module.OrdersBulkBooking })),
);

/** What is picked: some orders by id, or every order the list's filter matches. */
export type OrderSelection = { kind: 'ids'; ids: readonly string[] } | { kind: 'matching'; count: number };

type OrdersBulkBarProps = {
  selection: OrderSelection;
  filters: OrderFilters;
  onDone: () => void;
};

/**
 * What to do with the orders picked (decision 031): one status for all of them, one printable
 * document of their invoices or labels, a CSV of them (for whoever may export, decision 063), or
 * their parcels to a courier (decision 035). Sticks to the bottom of a phone's screen.
 */
export function OrdersBulkBar({ selection, filters, onDone }: OrdersBulkBarProps) {
  const statusId = useId();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  // Why, for a cancel or a hold (decision 061): optional here, one reason for every order picked.
  const [why, setWhy] = useState<StatusWhy | null>(null);
  const [booking, setBooking] = useState(false);
  const changeStatus = useChangeStatusOfMany();
  const queryClient = useQueryClient();
  const exportOrders = useExportOrders();
  // Staff without the owner's grant are not offered the download the server refuses them (decision 063).
  const mayDownload = useMayExport();
  const count = selection.kind === 'ids' ? selection.ids.length : selection.count;
  const { search, from, to } = filters;
  const filter = {
    ...(filters.status ? { status: filters.status } : {}),
    ...(search ? { search } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(filters.reason ? { reason: filters.reason } : {}),
  };
  const printable = selection.kind === 'ids' && selection.ids.length <= MAX_PRINT_ORDERS;
  // Only orders picked one by one, as many as the courier's bulk call takes.
  const bookable = selection.kind === 'ids' && selection.ids.length <= MAX_BULK_BOOKING;

  const apply = () => {
    if (!status) return;
    const reason = why && STATUSES_WITH_REASON.includes(status) ? why : {};
    const target = selection.kind === 'ids' ? { ids: [...selection.ids] } : { filter };
    changeStatus.mutate(
      { status, ...reason, ...target },
      {
        onSuccess: (result) => {
          notifyUndoable(t.bulkMoved(formatCount(result.moved + result.unchanged)), result.undo, queryClient);
          if (result.refused.length > 0) {
            const invoices = result.refused
              .map((order) => formatInvoiceNumber(order.invoiceNumber))
              .join(', ');
            notify.error(t.bulkRefused(formatCount(result.refused.length), invoices), { duration: 8000 });
          }
          setStatus('');
          setWhy(null);
          onDone();
        },
        onError: (error) =>
          notify.error(
            error instanceof ApiError && error.message ? error.message : adminMessages.somethingWentWrong,
          ),
      },
    );
  };

  const bar = (content: ReactNode) => (
    <section
      aria-label={t.selected(formatCount(count))}
      className="sticky bottom-0 z-10 flex flex-wrap items-end gap-2 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-leaf-300"
      data-testid="bulk-bar"
    >
      <p className="w-full font-semibold text-stone-900">{t.selected(formatCount(count))}</p>
      {content}
    </section>
  );

  if (booking && bookable)
    return bar(
      <Suspense fallback={<p className="w-full text-stone-600">{t.bulkBooking.loading}</p>}>
        <OrdersBulkBooking ids={selection.ids} onCancel={() => setBooking(false)} onDone={onDone} />
      </Suspense>,
    );

  return bar(
    <>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={statusId} className="text-sm font-semibold text-stone-700">
          {t.bulkStatus}
        </label>
        <select
          id={statusId}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OrderStatus | '');
            setWhy(null);
          }}
          className={inputClassName}
        >
          <option value="">{t.chooseStatus}</option>
          {ORDER_STATUSES.map((choice) => (
            <option key={choice} value={choice}>
              {adminMessages.status.names[choice]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        onClick={apply}
        disabled={!status || changeStatus.isPending}
        className={`${buttonClassName({ size: 'sm' })} min-h-11`}
      >
        {changeStatus.isPending ? t.applying : t.apply}
      </button>
      {status && STATUSES_WITH_REASON.includes(status) ? (
        <div className="w-full">
          <StatusReasonPicker
            key={status}
            question={reasonMessages.why(adminMessages.status.names[status])}
            chosen={why}
            busy={changeStatus.isPending}
            onPick={setWhy}
          />
        </div>
      ) : null}
      <div className="flex w-full flex-wrap gap-2">
        {bookable ? (
          <button
            type="button"
            onClick={() => setBooking(true)}
            className={`${buttonClassName({ variant: 'outline', size: 'sm' })} min-h-11`}
          >
            <TruckIcon className="size-4" />
            {t.bulkBooking.open}
          </button>
        ) : (
          <span className="self-center text-sm text-stone-600">
            {selection.kind === 'ids'
              ? t.bulkBooking.limit(formatCount(MAX_BULK_BOOKING))
              : t.bulkBooking.pickInstead(formatCount(MAX_BULK_BOOKING))}
          </span>
        )}
        {printable ? (
          <a
            href={`${paths.adminPrintOrders}?ids=${selection.ids.join(',')}`}
            target="_blank"
            rel="noopener"
            className={`${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11`}
          >
            {t.printSelected}
          </a>
        ) : (
          <span className="self-center text-sm text-stone-600">
            {t.printLimit(formatCount(MAX_PRINT_ORDERS))}
          </span>
        )}
        {mayDownload ? (
          <button
            type="button"
            disabled={exportOrders.isPending}
            onClick={() =>
              exportOrders.mutate(
                { filters, lines: false, ids: selection.kind === 'ids' ? selection.ids : undefined },
                { onError: () => notify.error(adminMessages.somethingWentWrong) },
              )
            }
            className={`${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11`}
          >
            {exportOrders.isPending ? t.exporting : t.exportSelected}
          </button>
        ) : null}
        <button
          type="button"
          onClick={onDone}
          className={`${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11`}
        >
          {t.clearSelection}
        </button>
      </div>
    </>,
  );
}
