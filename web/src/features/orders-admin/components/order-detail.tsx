import {
  canEditOrder,
  canSplitOrder,
  formatInvoiceNumber,
  ORDER_SOURCE_NAMES,
  ORDER_STATUS_MOVES,
  type Order,
  type OrderStatus,
  paths,
  STATUSES_WITH_REASON,
} from '@haat/contract';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DocumentTitle } from '@/components/admin/document-title';
import { QueryState } from '@/components/admin/query-state';
import { ArrowLeftIcon, EditIcon, PrintIcon, TrashIcon } from '@/components/ui/admin-icons';
import { buttonClassName } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { Panel } from '@/components/ui/panel';
import { inputClassName } from '@/components/ui/text-field';
import { adminMessages } from '@/lib/admin-messages';
import { ApiError } from '@/lib/api-client';
import { useLoggedUser } from '@/lib/auth';
import { telLink } from '@/lib/contact-links';
import { formatDateTime } from '@/lib/dates';
import { messages } from '@/lib/messages';
import { notify } from '@/lib/notify';
import { useDeleteOrder } from '../api/delete-order';
import { useOrder } from '../api/get-order';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { orderMessages, reasonMessages } from '../messages';
import { orderListToReturnTo } from '../order-filters';
import { CustomerOrdersLink } from './customer-orders-link';
import { OrderEdit } from './order-edit';
import { OrderItemsTable } from './order-items-table';
import { OrderParcel } from './order-parcel';
import { OrderRiskCard, PhoneCodeBadge } from './order-risk';
import { OrderSplit, splitMessages } from './order-split';
import { OrderTimeline } from './order-timeline';
import { StatusReasonPicker, type StatusWhy } from './status-reason-picker';

const t = orderMessages;

/** Back to the list as it was: its filters and page, when the list opened this page. */
function GoBack() {
  const back = `${paths.adminOrders}${orderListToReturnTo(useLocation().state)}`;
  return (
    <Link
      to={back}
      className="inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg pr-2 font-semibold text-leaf-800 hover:underline"
    >
      <ArrowLeftIcon className="size-5" />
      {t.goBack}
    </Link>
  );
}

/** /admin/order/{id}: everything product spec §2 lists for the order detail page. */
export function OrderDetail({ orderId }: { orderId: string }) {
  return (
    <div className="flex flex-col gap-4">
      <GoBack />
      <QueryState query={useOrder(orderId)} loading={t.loading} notFound={t.notFound}>
        {(order) => <OrderDetailView order={order} />}
      </QueryState>
    </div>
  );
}

function OrderDetailView({ order }: { order: Order }) {
  const navigate = useNavigate();
  const location = useLocation();
  const statusId = useId();
  const [editing, setEditing] = useState(false);
  // Splitting into two parcels (decision 071), and the order it made, linked once it is made.
  const [splitting, setSplitting] = useState(false);
  const [splitOff, setSplitOff] = useState<Order | null>(null);
  // Deleting is the owner's (decision 028): order staff cancel instead.
  const isOwner = useLoggedUser().role === 'admin';
  const updateStatus = useUpdateOrderStatus();
  const deleteOrder = useDeleteOrder();
  const invoice = formatInvoiceNumber(order.invoiceNumber);
  const shownStatus: OrderStatus = updateStatus.isPending ? updateStatus.variables.status : order.status;

  // Cancel and hold ask why first, as chips (decision 061); the chip's tap is the move.
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const changeStatus = (status: OrderStatus, why?: StatusWhy) => {
    setAsking(null);
    if (status === order.status) return;
    if (!why && STATUSES_WITH_REASON.includes(status)) {
      setAsking(status);
      return;
    }
    updateStatus.mutate({ id: order._id, status, from: order.status, ...why });
  };
  // Only the moves the business makes from here (decision 024); the current status stays selected.
  const choices: OrderStatus[] = [order.status, ...ORDER_STATUS_MOVES[order.status]];

  const remove = () => {
    if (!window.confirm(t.confirmDelete)) return;
    deleteOrder.mutate(order._id, {
      onSuccess: (message) => {
        notify.success(message || adminMessages.somethingWentWrong);
        navigate(`${paths.adminOrders}${orderListToReturnTo(location.state)}`);
      },
      onError: (error) =>
        notify.error(
          error instanceof ApiError && error.message ? error.message : adminMessages.somethingWentWrong,
        ),
    });
  };

  return (
    <>
      <DocumentTitle>{adminMessages.pageTitle(invoice)}</DocumentTitle>

      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <p className="text-sm text-stone-600">
              {t.orderId}: <span className="break-all font-mono text-stone-800">{order._id}</span>
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-semibold text-stone-900 sm:text-3xl">{invoice}</h1>
              <OrderStatusBadge status={order.status} />
              <PhoneCodeBadge state={order.phoneCheck} />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {/* Not while the courier is being asked: it collects the total it was sent. */}
            {canEditOrder(order.status) && !editing && order.parcel?.state !== 'booking' ? (
              <button
                type="button"
                onClick={() => setEditing(true)}
                className={buttonClassName({ variant: 'outline', size: 'sm' })}
              >
                <EditIcon className="size-4" />
                {t.editOrder}
              </button>
            ) : null}
            {canSplitOrder(order) && !editing && !splitting ? (
              <button
                type="button"
                onClick={() => setSplitting(true)}
                className={buttonClassName({ variant: 'outline', size: 'sm' })}
              >
                {splitMessages.action}
              </button>
            ) : null}
            <a
              href={paths.adminPrintOrder(order._id)}
              target="_blank"
              rel="noopener"
              className={buttonClassName({ variant: 'subtle', size: 'sm' })}
            >
              <PrintIcon className="size-4" />
              {t.print}
              <span className="sr-only">{messages.common.opensInNewTab}</span>
            </a>
            {isOwner ? (
              <button
                type="button"
                onClick={remove}
                disabled={deleteOrder.isPending}
                className={buttonClassName({ variant: 'danger', size: 'sm' })}
              >
                <TrashIcon className="size-4" />
                {deleteOrder.isPending ? t.deleting : t.deleteOrder}
              </button>
            ) : null}
          </div>
        </div>

        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-stone-600">{t.placedOn}</dt>
          <dd className="font-semibold text-stone-800">{formatDateTime(order.createdAt)}</dd>
          <dt className="text-stone-600">{t.updated}</dt>
          <dd className="font-semibold text-stone-800">{formatDateTime(order.updatedAt)}</dd>
          {order.source !== 'web' ? (
            <>
              <dt className="text-stone-600">{t.source}</dt>
              <dd className="font-semibold text-stone-800">{ORDER_SOURCE_NAMES[order.source]}</dd>
            </>
          ) : null}
        </dl>

        <div className="flex flex-col gap-1.5 sm:max-w-xs">
          <label htmlFor={statusId} className="font-semibold text-stone-800">
            {t.changeStatus}
          </label>
          <select
            id={statusId}
            name="status"
            value={shownStatus}
            disabled={updateStatus.isPending || choices.length === 1}
            aria-describedby={choices.length === 1 ? `${statusId}-final` : undefined}
            onChange={(event) => changeStatus(event.target.value as OrderStatus)}
            className={inputClassName}
          >
            {choices.map((status) => (
              <option key={status} value={status}>
                {adminMessages.status.names[status]}
              </option>
            ))}
          </select>
          {choices.length === 1 && (
            <p id={`${statusId}-final`} className="text-sm text-stone-600">
              {t.statusFinal}
            </p>
          )}
        </div>
        {asking ? (
          <div className="flex flex-col gap-2">
            <StatusReasonPicker
              question={reasonMessages.why(adminMessages.status.names[asking])}
              busy={updateStatus.isPending}
              onPick={(why) => changeStatus(asking, why)}
            />
            <button
              type="button"
              onClick={() => setAsking(null)}
              className={`${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11 self-start`}
            >
              {reasonMessages.cancel}
            </button>
          </div>
        ) : null}
      </div>

      {/* Right under the order: on a held order it says why, before staff call the customer. */}
      <OrderRiskCard order={order} />

      {splitOff ? (
        <p
          role="status"
          className="rounded-2xl bg-leaf-50 p-4 font-semibold text-leaf-900 ring-1 ring-leaf-200"
        >
          <Link to={paths.adminOrder(splitOff._id)} className="inline-flex min-h-11 items-center underline">
            {splitMessages.done(splitOff.invoiceNumber)}
          </Link>
        </p>
      ) : null}

      {editing && canEditOrder(order.status) ? (
        <OrderEdit order={order} onDone={() => setEditing(false)} />
      ) : splitting && canSplitOrder(order) ? (
        <OrderSplit
          order={order}
          onCancel={() => setSplitting(false)}
          onDone={({ split }) => {
            setSplitting(false);
            setSplitOff(split);
          }}
        />
      ) : (
        <>
          <OrderDetails order={order} />
          <OrderParcel order={order} />
        </>
      )}

      <OrderTimeline orderId={order._id} deleting={deleteOrder.isPending || deleteOrder.isSuccess} />
    </>
  );
}

/** The customer, the address, the note and the lines with their totals, as product spec §2 lists them. */
function OrderDetails({ order }: { order: Order }) {
  const phoneHref = telLink(order.phone);
  return (
    <>
      <div className="grid gap-4 md:grid-cols-3">
        <Panel title={t.customerInfo} titleId="customer-info">
          <dl className="flex flex-col gap-2">
            <div>
              <dt className="text-sm text-stone-600">{t.name}</dt>
              <dd className="font-semibold text-stone-900">{order.name}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">{t.phone}</dt>
              <dd>
                {phoneHref ? (
                  <a
                    href={phoneHref}
                    className="inline-flex min-h-10 items-center gap-1.5 font-semibold text-leaf-800 hover:underline"
                  >
                    <PhoneIcon className="size-4" />
                    {order.phone}
                  </a>
                ) : (
                  order.phone
                )}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">{t.city}</dt>
              <dd className="text-stone-900">{order.city}</dd>
            </div>
          </dl>
          <CustomerOrdersLink phone={order.phone} className="mt-2" />
        </Panel>
        <Panel title={t.shippingAddress} titleId="shipping-address">
          <p className="whitespace-pre-line break-words text-stone-900">{order.address}</p>
        </Panel>
        <Panel title={t.shippingNote} titleId="shipping-note">
          {order.shippingInfo.note ? (
            <p className="whitespace-pre-line break-words text-stone-900">{order.shippingInfo.note}</p>
          ) : (
            <p className="text-stone-500">{t.noNote}</p>
          )}
        </Panel>
      </div>

      <Panel title={t.orderedItems} titleId="ordered-items">
        <OrderItemsTable order={order} />
      </Panel>
    </>
  );
}
