import {
  AddBlockEntrySchema,
  MAX_BLOCK_REASON_LENGTH,
  type Order,
  type OrderRisk,
  type PhoneCheckState,
  type RiskReason,
} from '@haat/contract';
import { type FormEvent, useState } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { adminMessages } from '@/lib/admin-messages';
import { ApiError } from '@/lib/api-client';
import { useLoggedUser } from '@/lib/auth';
import { formatCount } from '@/lib/numbers';
import { riskPointsText, riskReasonText } from '@/lib/risk-signal-names';
import { useBlockPhone } from '../api/block-phone';
import { riskMessages as t } from '../messages';
import { CustomerOrdersLink } from './customer-orders-link';

/**
 * Each reason the check gave, as a sentence with its points: what staff ask about on the call. Also
 * the timeline's re-assessment entry. Trust (negative points) in green, risk in red.
 */
export function RiskReasons({ reasons }: { reasons: RiskReason[] }) {
  if (reasons.length === 0) return <p className="text-sm text-stone-600">{t.noReasons}</p>;
  return (
    <ul className="flex flex-col divide-y divide-stone-100 text-sm" data-testid="risk-reasons">
      {reasons.map((reason) => (
        <li key={reason.signal} data-signal={reason.signal} className="flex items-baseline gap-3 py-1.5">
          <span className="min-w-0 flex-1 break-words text-stone-900">{riskReasonText(reason)}</span>
          <span
            className={`shrink-0 font-semibold tabular-nums ${reason.points < 0 ? 'text-leaf-800' : 'text-red-700'}`}
          >
            {riskPointsText(reason.points)}
            <span className="sr-only"> {t.points}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The score out of 100, as a number and a bar (the bar repeats the number, it is not read out). */
function RiskScore({ risk }: { risk: OrderRisk }) {
  const tone = risk.held ? 'text-red-700' : risk.score > 0 ? 'text-amber-800' : 'text-stone-800';
  const bar = risk.held ? 'bg-red-600' : risk.score > 0 ? 'bg-amber-500' : 'bg-stone-300';
  return (
    <div className="flex flex-col gap-1.5">
      <p className="flex items-baseline gap-2">
        <span className="text-sm text-stone-600">{t.score}</span>
        <span className={`text-2xl font-semibold ${tone}`} data-testid="risk-score">
          {t.outOf(formatCount(risk.score))}
        </span>
      </p>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-stone-100">
        <div className={`h-full rounded-full ${bar}`} style={{ width: `${Math.min(100, risk.score)}%` }} />
      </div>
    </div>
  );
}

/**
 * The owner's "block this number" (decision 038): a reason, then the phone goes on the blocklist and its
 * later orders arrive on hold. Already listed (409) is said as it is, not as a failure.
 */
function BlockPhone({ phone }: { phone: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const block = useBlockPhone();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's rules first: an empty reason never leaves the phone.
    const checked = AddBlockEntrySchema.safeParse({ kind: 'phone', value: phone, reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setAlert(null);
    block.mutate(
      { phone: checked.data.value, reason: checked.data.reason },
      {
        onSuccess: () => {
          setOutcome(t.blocked(phone));
          setOpen(false);
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 409) {
            setOutcome(failure.message);
            setOpen(false);
            return;
          }
          const fieldError =
            failure instanceof ApiError ? failure.errors.find((e) => e.path === 'reason') : undefined;
          if (fieldError) setError(fieldError.message);
          else
            setAlert(
              failure instanceof ApiError && failure.message
                ? failure.message
                : adminMessages.somethingWentWrong,
            );
        },
      },
    );
  };

  if (outcome)
    return (
      <p
        role="status"
        data-testid="block-outcome"
        className="rounded-xl bg-stone-100 px-3 py-2 font-semibold text-stone-900"
      >
        {outcome}
      </p>
    );

  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`${buttonClassName({ variant: 'danger' })} self-stretch sm:self-start`}
      >
        {t.block}
      </button>
    );

  return (
    <form onSubmit={submit} noValidate aria-label={t.block} className="flex flex-col gap-3 md:max-w-xl">
      <TextField
        label={t.blockReason}
        hint={t.blockHint}
        placeholder={t.blockReasonPlaceholder}
        value={reason}
        error={error}
        maxLength={MAX_BLOCK_REASON_LENGTH}
        autoFocus
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      <FormAlert message={alert} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={block.isPending} className={buttonClassName({ variant: 'danger' })}>
          {block.isPending ? t.blocking : t.blockSubmit}
        </button>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            setError(undefined);
            setAlert(null);
          }}
          className={buttonClassName({ variant: 'subtle' })}
        >
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

const phoneCodeTones: Record<PhoneCheckState, string> = {
  waiting: 'bg-orange-50 text-orange-900 ring-orange-300',
  confirmed: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
};

/**
 * Beside the order's status: whether the customer has typed the code sent to the phone
 * (decision 040). A confirmed number is one fact less to ask on the call; a waiting one, one more.
 */
export function PhoneCodeBadge({ state }: { state: PhoneCheckState | null }) {
  if (!state) return null;
  return (
    <span
      data-testid="phone-code-state"
      data-state={state}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${phoneCodeTones[state]}`}
    >
      {t.phoneCode[state]}
    </span>
  );
}

/**
 * "ঝুঁকি যাচাই" (decision 038): what the fake-order check made of an order placed on the page: its score,
 * whether it held the order for a call, and why; the customer's other orders; and, for the owner
 * only, blocking the number. Not shown for orders the check never saw (staff-entered, older).
 */
export function OrderRiskCard({ order }: { order: Order }) {
  const isOwner = useLoggedUser().role === 'admin';
  const { risk } = order;
  if (!risk) return null;
  return (
    <Panel title={t.title} titleId="order-risk">
      {/* Side by side from md up, so a reason's points stay next to it on a wide screen. */}
      <div
        className="grid gap-4 md:grid-cols-2 md:gap-x-8"
        data-testid="order-risk"
        data-held={String(risk.held)}
      >
        <div className="flex flex-col gap-3">
          <RiskScore risk={risk} />
          {risk.held ? (
            <p className="rounded-xl bg-red-50 px-3 py-2 font-semibold text-red-800 ring-1 ring-red-200">
              {t.held}
            </p>
          ) : (
            <p className="text-sm text-stone-600">{t.notHeld}</p>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold text-stone-900">{t.reasons}</h3>
          <RiskReasons reasons={risk.reasons} />
        </div>
        <div className="flex flex-col gap-2 border-t border-stone-200 pt-3 md:col-span-2">
          <CustomerOrdersLink phone={order.phone} label={t.customerHistory} className="self-start" />
          {isOwner ? <BlockPhone phone={order.phone} /> : null}
        </div>
      </div>
    </Panel>
  );
}
