import type { OrderStatus } from '@haat/contract';
import { adminMessages } from '@/lib/admin-messages';

// Product spec §2: pending yellow, shipped blue, delivered green, cancelled red.
const tones: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  shipped: 'bg-sky-100 text-sky-900 ring-sky-300',
  delivered: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  cancelled: 'bg-red-100 text-red-800 ring-red-300',
};

const dots: Record<OrderStatus, string> = {
  pending: 'bg-amber-500',
  shipped: 'bg-sky-600',
  delivered: 'bg-emerald-600',
  cancelled: 'bg-red-600',
};

type OrderStatusBadgeProps = { status: OrderStatus; className?: string };

/** An order's status as a coloured pill; the colour repeats the word, it never replaces it. */
export function OrderStatusBadge({ status, className = '' }: OrderStatusBadgeProps) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${tones[status]} ${className}`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${dots[status]}`} />
      {adminMessages.status.names[status]}
    </span>
  );
}
