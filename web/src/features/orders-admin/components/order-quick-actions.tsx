import {
  canMoveOrder,
  formatInvoiceNumber,
  type Order,
  type OrderStatus,
  type StatusReason,
} from '@haat/contract';
import { WhatsAppIcon } from '@/components/ui/icons';
import { whatsAppLink } from '@/lib/contact-links';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { ordersMessages as t } from '../messages';

const action =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 ring-inset transition-colors disabled:opacity-60';

/**
 * What staff do from the list while working through the morning's calls: message the
 * customer on WhatsApp, and record the call's outcome with one tap — confirmed, or could not reach
 * (on hold). The buttons show only where the move is allowed (decision 024).
 */
export function OrderQuickActions({ order }: { order: Order }) {
  const updateStatus = useUpdateOrderStatus();
  // Opens with a greeting naming the order, so the customer knows at once what it is about.
  const whatsApp = whatsAppLink(order.phone, t.whatsAppGreeting(formatInvoiceNumber(order.invoiceNumber)));
  const move = (status: OrderStatus, reason?: StatusReason) =>
    updateStatus.mutate({ id: order._id, status, from: order.status, ...(reason ? { reason } : {}) });
  const canConfirm = order.status !== 'confirmed' && canMoveOrder(order.status, 'confirmed');
  const canHold = order.status === 'pending';
  return (
    <div className="flex flex-wrap items-center gap-2">
      {canConfirm && (
        <button
          type="button"
          disabled={updateStatus.isPending}
          onClick={() => move('confirmed')}
          aria-label={t.confirmFor(order.name)}
          className={`${action} bg-teal-700 text-white ring-teal-700 hover:bg-teal-800`}
        >
          {t.confirm}
        </button>
      )}
      {canHold && (
        <button
          type="button"
          disabled={updateStatus.isPending}
          // The call's outcome is its own reason (decision 061): the on-hold list tells it apart.
          onClick={() => move('on_hold', 'unreachable')}
          aria-label={t.unreachableFor(order.name)}
          className={`${action} bg-white text-orange-800 ring-orange-300 hover:bg-orange-50`}
        >
          {t.unreachable}
        </button>
      )}
      {whatsApp && (
        <a
          href={whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t.whatsAppFor(order.name)}
          className={`${action} bg-white text-emerald-800 ring-emerald-300 hover:bg-emerald-50`}
        >
          <WhatsAppIcon className="size-4" />
          WhatsApp
        </a>
      )}
    </div>
  );
}
