import { type Order, PHONE_CODE_LENGTH, type PhoneCheck } from '@haat/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { messages } from '@/lib/messages';
import { orderQueryOptions } from '../api/get-order';
import { confirmPhoneCode, phoneCheckQueryOptions, resendPhoneCode } from '../api/phone-check';
import {
  CODE_POLL_FOR_MS,
  codePollInterval,
  codeStage,
  formatCountdown,
  secondsUntil,
  typedCode,
} from '../phone-code';
import { phoneCodeMessages as t } from '../phone-code-messages';
import { placedOrder, rememberPlacedOrder } from '../placed-orders';

// The order form's field (order-field.tsx), written out rather than imported: a module shared only
// with the form would be split out of the form's chunk into one more file for every visitor of `/`.
// Larger, centred digits: six of them are the whole field.
const codeFieldClassName =
  'w-full min-h-12 rounded-xl border border-stone-300 bg-white px-4 py-3 text-center text-2xl font-semibold text-stone-900 shadow-sm placeholder:text-stone-400 focus:outline-2 focus:outline-offset-1 focus:outline-leaf-600 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600 aria-invalid:focus:outline-red-600';

export type PhoneCodeCardProps = {
  order: Order;
  /** The code was right (here, or already before): the page shows the order as placed. */
  onConfirmed: () => void;
};

/** The time, again every second while `ticking`: the resend countdown and the code's expiry. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}

const errorMessage = (error: unknown): string =>
  error instanceof ApiError && error.message ? error.message : messages.common.serverError;

/**
 * The phone code screen (decision 040), at the top of the success page while the order waits
 * for the code the shop sent by SMS. The order is already stored: the screen says so, and that the
 * shop calls when no code arrives, so a slow SMS never makes a customer order twice. Loaded on
 * demand, only for the orders asked for a code.
 */
export default function PhoneCodeCard({ order, onConfirmed }: PhoneCodeCardProps) {
  const id = order._id;
  const queryClient = useQueryClient();
  const inputId = useId();
  const titleId = `${inputId}-title`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Since when the screen waits for the gateway to take the code: the order, then each new code.
  const [waitingSince, setWaitingSince] = useState(() => Date.now());
  // Counts the new codes: focus goes to the field once it is drawn again (a locked field was disabled).
  const [newCodes, setNewCodes] = useState(0);
  useEffect(() => {
    if (newCodes > 0) inputRef.current?.focus();
  }, [newCodes]);

  const query = useQuery({
    ...phoneCheckQueryOptions(id),
    refetchInterval: (current) => codePollInterval(current.state.data, waitingSince, Date.now()),
  });
  // Which request is on its way: one at a time, and its button says so.
  const [sending, setSending] = useState<'confirm' | 'resend' | null>(null);
  const check = query.data;
  const checkKey = phoneCheckQueryOptions(id).queryKey;

  const nextCodeIn = secondsUntil(check?.nextCodeAt ?? null, Date.now());
  const expiresIn = secondsUntil(check?.expiresAt ?? null, Date.now());
  const now = useNow(Boolean((nextCodeIn ?? 0) > 0 || (expiresIn ?? 0) > 0 || check?.sentAt === null));

  const finish = (answer: PhoneCheck) => {
    if (answer.state !== 'confirmed') return;
    const updated: Order = { ...order, phoneCheck: 'confirmed' };
    queryClient.setQueryData(orderQueryOptions(id).queryKey, updated);
    // Only this browser's own orders are kept in it: a link opened elsewhere adds nothing.
    if (placedOrder(id)) rememberPlacedOrder(updated);
    onConfirmed();
  };

  // Confirmed in another tab, or before a reload: nothing left to type.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `finish` is new each render; what matters is the state the server reported
  useEffect(() => {
    if (check?.state === 'confirmed') finish(check);
  }, [check?.state]);

  // An order not asked for a code, or no longer recent: the success page stands as it is.
  if (query.isError && query.error instanceof ApiError && query.error.status === 404) return null;

  const stage = check ? codeStage(check, now) : 'sending';
  const slow = stage === 'sending' && now - waitingSince >= CODE_POLL_FOR_MS;
  const resendWait = secondsUntil(check?.nextCodeAt ?? null, now);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const digits = typedCode(code);
    if (!digits) {
      setError(t.malformed);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setNotice(null);
    setSending('confirm');
    try {
      const answer = await confirmPhoneCode(id, digits);
      queryClient.setQueryData(checkKey, answer);
      finish(answer);
    } catch (failure) {
      setError(errorMessage(failure));
      // The tries left (or none) are the server's: the screen shows what it says now.
      void queryClient.invalidateQueries({ queryKey: checkKey });
      inputRef.current?.select();
    } finally {
      setSending(null);
    }
  };

  const askAgain = async () => {
    if (sending) return;
    setError(null);
    setNotice(null);
    setSending('resend');
    try {
      queryClient.setQueryData(checkKey, await resendPhoneCode(id));
      setCode('');
      setWaitingSince(Date.now());
      setNotice(t.resent);
      setNewCodes((count) => count + 1);
    } catch (failure) {
      setError(errorMessage(failure));
      void queryClient.invalidateQueries({ queryKey: checkKey });
    } finally {
      setSending(null);
    }
  };

  const locked = stage === 'locked';
  // A lasting state of the code, said under the field when no answer of the server is there to say it.
  const shownError = error ?? (locked ? t.locked : stage === 'expired' ? t.expired : null);
  const describedBy = [shownError ? errorId : null, hintId].filter(Boolean).join(' ');

  return (
    <section
      aria-labelledby={titleId}
      data-testid="phone-code"
      data-stage={stage}
      className="flex flex-col gap-4 rounded-3xl border-2 border-mango-400 bg-white p-5 shadow-sm sm:p-6 print:hidden"
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-2xl leading-snug font-semibold text-leaf-900">
          {t.title}
        </h2>
        <p className="text-stone-700">
          {t.received} {stage === 'sending' ? t.sending : t.sent}{' '}
          <span dir="ltr" className="font-semibold whitespace-nowrap text-leaf-900" data-testid="code-phone">
            {order.phone}
          </span>
        </p>
      </div>

      {stage === 'sending' ? (
        <p
          role="status"
          className="flex items-center gap-3 rounded-2xl bg-leaf-50 px-4 py-3 font-medium text-leaf-900"
        >
          {slow ? null : <Spinner className="size-5 shrink-0" />}
          {slow ? t.slow : t.onItsWay}
        </p>
      ) : null}

      {/* Six digits need no more than a phone's width, on a desk too. */}
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 sm:max-w-sm">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="font-semibold text-leaf-900">
            {t.label}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            // Room for a pasted "123 456" and the like; the digits are counted when it is sent.
            maxLength={PHONE_CODE_LENGTH * 2}
            placeholder={t.placeholder}
            value={code}
            disabled={locked}
            onChange={(event) => setCode(event.currentTarget.value)}
            aria-invalid={Boolean(shownError)}
            aria-describedby={describedBy}
            className={codeFieldClassName}
          />
          <div role="alert" className="empty:hidden">
            {shownError ? (
              <p id={errorId} className="text-sm font-medium text-red-700">
                {shownError}
              </p>
            ) : null}
          </div>
          <p id={hintId} className="text-sm text-stone-600">
            {t.lasts}
          </p>
        </div>
        <button
          type="submit"
          disabled={locked || sending !== null}
          className={`${buttonClassName({ size: 'lg' })} w-full`}
        >
          {sending === 'confirm' ? t.submitting : t.submit}
        </button>
      </form>

      <div className="flex flex-col gap-2 border-t border-leaf-100 pt-4">
        <p role="status" className="text-sm font-medium text-leaf-800 empty:hidden">
          {notice}
        </p>
        {check && check.nextCodeAt === null ? (
          <p className="text-sm font-medium text-stone-700" data-testid="no-more-codes">
            {t.noMoreCodes}
          </p>
        ) : (
          <button
            type="button"
            onClick={() => void askAgain()}
            disabled={!check || sending !== null || (resendWait ?? 0) > 0}
            className={`${buttonClassName({ variant: 'outline' })} w-full sm:w-auto sm:self-start`}
          >
            {sending === 'resend'
              ? t.resending
              : (resendWait ?? 0) > 0
                ? t.resendIn(formatCountdown(resendWait ?? 0))
                : t.resend}
          </button>
        )}
        <p className="text-sm text-stone-600">{t.safe}</p>
      </div>
    </section>
  );
}
