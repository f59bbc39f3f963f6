import type { OrderRisk, PhoneCheckState } from '@haat/contract';
import { AlertIcon } from '@/components/ui/icons';
import { formatCount } from '@/lib/numbers';
import { riskMessages as t } from '../messages';

/**
 * The fake-order check's score on a list row (decision 038), in the parcel badge's look: red when the
 * check held the order for a call, amber when it only scored it. Nothing for a score of 0 or an
 * order the check never saw (staff-entered, older). Its own file so the list's chunk stays small.
 */
export function RiskBadge({ risk }: { risk: OrderRisk | null }) {
  if (!risk || risk.score <= 0) return null;
  const score = formatCount(risk.score);
  return (
    <span
      data-testid="order-risk-badge"
      data-held={String(risk.held)}
      title={t.badgeTitle(score, risk.held)}
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-md px-1.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${risk.held ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-amber-50 text-amber-900 ring-amber-200'}`}
    >
      <AlertIcon className="size-3.5 shrink-0" />
      {t.badge(score)}
    </span>
  );
}

/**
 * A list row's mark for an order whose customer has not typed the code sent to the phone yet
 * (decision 040): it is on hold for the code, which may still come before anyone calls.
 */
export function CodeWaitingBadge({ state }: { state: PhoneCheckState | null }) {
  if (state !== 'waiting') return null;
  return (
    <span
      data-testid="order-code-badge"
      className="inline-flex items-center whitespace-nowrap rounded-md bg-orange-50 px-1.5 py-0.5 text-xs font-semibold text-orange-900 ring-1 ring-orange-200 ring-inset"
    >
      {t.phoneCode.waiting}
    </span>
  );
}
