import type { OrderStatus } from '@haat/contract';
import { adminMessages } from '@/lib/admin-messages';

// Product spec §2: pending yellow, shipped blue, delivered green, cancelled red. The order desk's
// (decision 024): confirmed teal, on hold orange, returned purple.
const tones: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  confirmed: 'bg-teal-100 text-teal-900 ring-teal-300',
  on_hold: 'bg-orange-100 text-orange-900 ring-orange-300',
  shipped: 'bg-sky-100 text-sky-900 ring-sky-300',
  delivered: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  returned: 'bg-purple-100 text-purple-900 ring-purple-300',
  cancelled: 'bg-red-100 text-red-800 ring-red-300',
};

/** Each status's colour as a dot, beside its name wherever statuses are counted. */
export const statusDots: Record<OrderStatus, string> = {
  pending: 'bg-amber-500',
  confirmed: 'bg-teal-600',
  on_hold: 'bg-orange-500',
  shipped: 'bg-sky-600',
  delivered: 'bg-emerald-600',
  returned: 'bg-purple-600',
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
      <span aria-hidden="true" className={`size-2 rounded-full ${statusDots[status]}`} />
      {adminMessages.status.names[status]}
    </span>
  );
}
