import {
  AddOrderNoteSchema,
  COURIER_NAMES,
  courierMessageText,
  courierStatusText,
  MAX_ORDER_NOTE_LENGTH,
  ORDER_SOURCE_NAMES,
  type OrderEditSnapshot,
  type OrderEvent,
  PHONE_CODE_TRIES,
  SMS_GATEWAY_NAMES,
  STATUS_REASON_NAMES,
  titleWithSize,
  toBengaliDigits,
} from '@haat/contract';
import { type FormEvent, useState } from 'react';
import { QueryState } from '@/components/admin/query-state';
import { buttonClassName } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { TextareaField } from '@/components/ui/textarea-field';
import { adminMessages } from '@/lib/admin-messages';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { formatTaka } from '@/lib/money';
import { notify } from '@/lib/notify';
import { formatCount, formatOrdinal } from '@/lib/numbers';
import { useAddOrderNote } from '../api/add-order-note';
import { useOrderTimeline } from '../api/get-order-timeline';
import { timelineMessages as t } from '../messages';
import { RiskReasons } from './order-risk';

const statusName = (status: keyof typeof adminMessages.status.names) => adminMessages.status.names[status];

/** One field of an edit as staff read it: money as taka, lines as "আম × ২ (৳৫০০)". */
function shownValue(key: keyof OrderEditSnapshot, snapshot: OrderEditSnapshot): string {
  const value = snapshot[key];
  if (value === undefined || value === '') return t.nothing;
  if (key === 'lines' && Array.isArray(value))
    return value
      .map((line) => `${line.title} × ${formatCount(line.quantity)} (${formatTaka(line.price)})`)
      .join(', ');
  if (typeof value === 'number') return formatTaka(value);
  return String(value);
}

/** An edit's before and after, field by field: what the call changed. */
function EditedFields({ before, after }: { before: OrderEditSnapshot; after: OrderEditSnapshot }) {
  const keys = Object.keys(t.fields) as Array<keyof typeof t.fields>;
  return (
    <dl className="grid gap-1 text-sm">
      {keys
        .filter((key) => key in after || key in before)
        .map((key) => (
          <div key={key} data-field={key}>
            <dt className="inline font-semibold text-stone-700">{t.fields[key]}: </dt>
            <dd className="inline break-words text-stone-900">
              <del className="text-stone-500">{shownValue(key, before)}</del> →{' '}
              <ins className="no-underline">{shownValue(key, after)}</ins>
            </dd>
          </div>
        ))}
    </dl>
  );
}

type CourierEvent = Extract<OrderEvent, { kind: 'courier' }>['data'];

/** A courier's part of the story: asked, taken (its ids and fee), refused (why), or its own news. */
function CourierEventBody({ data }: { data: CourierEvent }) {
  const courier = COURIER_NAMES[data.courier];
  const facts = [
    data.consignmentId ? `${t.courier.consignment}: ${data.consignmentId}` : '',
    data.trackingCode ? `${t.courier.tracking}: ${data.trackingCode}` : '',
    data.fee !== undefined && data.fee !== null ? `${t.courier.fee}: ${formatTaka(data.fee)}` : '',
  ].filter(Boolean);
  // The courier's words in Bengali; what it sent, as it sent it, kept below for reference.
  const status = data.action === 'update' && data.courierStatus ? data.courierStatus : '';
  const message = data.message ? courierMessageText(data.courier, data.message) : '';
  const raw = [status, data.message && message !== data.message ? data.message : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <p className="font-semibold text-stone-900">
        {t.courier[data.action](courier)}
        {status ? `: ${courierStatusText(data.courier, status)}` : ''}
      </p>
      {facts.length > 0 ? <p className="break-words text-sm text-stone-700">{facts.join(' · ')}</p> : null}
      {message ? (
        <p
          className={`break-words text-sm ${data.action === 'failed' ? 'font-semibold text-red-800' : 'text-stone-700'}`}
        >
          {message}
        </p>
      ) : null}
      {raw ? (
        <p className="break-words text-xs text-stone-500" data-testid="courier-raw">
          {t.courier.raw(raw)}
        </p>
      ) : null}
    </>
  );
}

type SmsEvent = Extract<OrderEvent, { kind: 'sms' }>['data'];

/** A message to the customer: for which status, its cost in parts, what it said and the gateway's answer. */
function SmsEventBody({ data }: { data: SmsEvent }) {
  const sent = data.outcome === 'sent';
  const status = statusName(data.status);
  return (
    <>
      <p className="font-semibold text-stone-900">
        {sent ? t.sms.sent(status) : t.sms.failed(status)}
        {sent ? ` · ${t.sms.parts(formatCount(data.parts))}` : ''}
      </p>
      <p className="text-sm text-stone-600">{t.sms.to(data.to, SMS_GATEWAY_NAMES[data.gateway])}</p>
      <blockquote className="whitespace-pre-wrap break-words rounded-xl bg-stone-50 px-3 py-2 text-sm text-stone-900 ring-1 ring-stone-200">
        {data.text}
      </blockquote>
      {data.answer ? (
        <p className={`break-words text-sm ${sent ? 'text-stone-700' : 'font-semibold text-red-800'}`}>
          {t.sms.answer}: {data.answer}
        </p>
      ) : null}
    </>
  );
}

type PhoneCheckEvent = Extract<OrderEvent, { kind: 'phone-check' }>['data'];

/**
 * The phone code's part (decision 040): which code went out or did not (and the gateway's
 * answer), the customer confirming with it (and whether that released the held order), or its
 * tries used up. Never the code.
 */
function PhoneCheckEventBody({ data }: { data: PhoneCheckEvent }) {
  const p = t.phoneCheck;
  const round = formatOrdinal(data.round);
  switch (data.action) {
    case 'sent':
    case 'failed':
      return (
        <>
          <p className="font-semibold text-stone-900">
            {data.action === 'sent' ? p.sent(round) : p.failed(round)}
          </p>
          {/* A refusal is the reason itself; an acceptance, the gateway's reference for a complaint. */}
          {data.answer ? (
            data.action === 'failed' ? (
              <p className="break-words text-sm font-semibold text-red-800">{data.answer}</p>
            ) : (
              <p className="break-words text-sm text-stone-700">
                {p.answer}: {data.answer}
              </p>
            )
          ) : null}
        </>
      );
    case 'confirmed':
      return (
        <>
          <p className="font-semibold text-stone-900">{p.confirmed}</p>
          <p className={`text-sm ${data.released ? 'font-semibold text-leaf-800' : 'text-stone-600'}`}>
            {data.released ? p.released : p.notReleased}
          </p>
        </>
      );
    case 'locked':
      return (
        <>
          <p className="font-semibold text-red-800">{p.locked(formatCount(PHONE_CODE_TRIES), round)}</p>
          <p className="text-sm text-stone-700">{p.lockedHint}</p>
        </>
      );
  }
}

/**
 * What one entry says: where the order came from (and whether the fake-order check held it), the
 * check made again, a status move, an edit, a courier's news, an SMS, the phone code, or a note.
 */
function EventBody({ event }: { event: OrderEvent }) {
  switch (event.kind) {
    case 'created':
      return (
        <>
          <p className="font-semibold text-stone-900">{t.created}</p>
          {event.data.held ? (
            <p className="text-sm font-semibold text-red-800" data-testid="created-held">
              {t.heldByCheck}
            </p>
          ) : null}
          {event.data.phoneCheck ? (
            <p className="text-sm font-semibold text-stone-800" data-testid="created-phone-check">
              {t.codeAsked}
            </p>
          ) : null}
          {event.data.source ? (
            <p className="text-sm text-stone-700">{t.enteredFrom(ORDER_SOURCE_NAMES[event.data.source])}</p>
          ) : null}
          {/* The device as read; the raw address and agent behind a tap, sent to owners only. */}
          <p className="text-sm text-stone-600" data-testid="created-device">
            {event.data.deviceName || t.unknownDevice}
          </p>
          {event.data.address || event.data.userAgent ? (
            <details className="text-xs text-stone-500">
              <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-stone-600">
                {t.rawOrigin}
              </summary>
              <p>{t.placedFrom(event.data.address)}</p>
              <p className="break-all">{event.data.userAgent}</p>
            </details>
          ) : null}
          {/* The id the fake-order check counts phones by; the owner can block it from the risk page. */}
          {event.data.device ? (
            <p className="break-all text-xs text-stone-500">
              {t.device}: <span className="font-mono select-all">{event.data.device}</span>
            </p>
          ) : null}
        </>
      );
    case 'risk':
      return (
        <>
          <p className="font-semibold text-stone-900">{t.risk.title(formatCount(event.data.score))}</p>
          <p className={`text-sm ${event.data.held ? 'font-semibold text-red-800' : 'text-stone-600'}`}>
            {event.data.held ? t.risk.held : t.risk.notHeld}
          </p>
          <RiskReasons reasons={event.data.reasons} />
        </>
      );
    case 'status':
      return (
        <>
          <p className="font-semibold text-stone-900">
            {t.moved(statusName(event.data.from), statusName(event.data.to))}
            {event.data.undo ? <span className="font-normal text-stone-600"> · {t.undone}</span> : null}
          </p>
          {event.data.reason ? (
            <p className="text-sm text-stone-700" data-testid="status-reason">
              {t.reason(STATUS_REASON_NAMES[event.data.reason], event.data.note ?? '')}
            </p>
          ) : null}
        </>
      );
    case 'edited':
      return (
        <>
          <p className="font-semibold text-stone-900">{t.edited}</p>
          <EditedFields before={event.data.before} after={event.data.after} />
        </>
      );
    case 'printed':
      return <p className="font-semibold text-stone-900">{t.printed[event.data.paper]}</p>;
    case 'stock':
      return (
        <>
          <p className="font-semibold text-stone-900">{t.stock[event.data.change]}</p>
          <ul className="text-sm text-stone-700">
            {event.data.lines.map((line) => (
              <li key={`${line.title} ${line.size}`}>
                {titleWithSize(line.title, line.size)} × {toBengaliDigits(line.quantity)}
              </li>
            ))}
          </ul>
        </>
      );
    case 'courier':
      return <CourierEventBody data={event.data} />;
    case 'sms':
      return <SmsEventBody data={event.data} />;
    case 'phone-check':
      return <PhoneCheckEventBody data={event.data} />;
    case 'note':
      return (
        <>
          <p className="text-sm font-semibold text-amber-800">{t.note}</p>
          <p className="whitespace-pre-wrap break-words text-stone-900">{event.data.text}</p>
        </>
      );
  }
}

const dots: Record<OrderEvent['kind'], string> = {
  created: 'bg-leaf-600',
  risk: 'bg-orange-500',
  status: 'bg-sky-600',
  edited: 'bg-violet-600',
  printed: 'bg-stone-400',
  stock: 'bg-lime-600',
  courier: 'bg-teal-600',
  sms: 'bg-indigo-500',
  'phone-check': 'bg-cyan-600',
  note: 'bg-amber-500',
};

/**
 * Entries that ask for attention get a red dot: a failed SMS or code, a code's tries used up with
 * wrong ones, an order the fake-order check held.
 */
const alarming = (event: OrderEvent): boolean =>
  (event.kind === 'sms' && event.data.outcome === 'failed') ||
  (event.kind === 'phone-check' && (event.data.action === 'failed' || event.data.action === 'locked')) ||
  ((event.kind === 'created' || event.kind === 'risk') && event.data.held === true);

/** Entries the customer made without signing in: the order, and typing the phone code. */
const byCustomer = (event: OrderEvent): boolean =>
  event.kind === 'created' ||
  (event.kind === 'phone-check' && (event.data.action === 'confirmed' || event.data.action === 'locked'));

function NoteForm({ orderId }: { orderId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const addNote = useAddOrderNote();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's rule, checked here first: an empty note never leaves the phone.
    const checked = AddOrderNoteSchema.safeParse({ text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    addNote.mutate(
      { id: orderId, text: checked.data.text },
      {
        onSuccess: () => {
          setText('');
          setError(undefined);
          notify.success(t.noteAdded);
        },
        onError: (failure) => {
          const fieldError =
            failure instanceof ApiError ? failure.errors.find((e) => e.path === 'text') : undefined;
          if (fieldError) setError(fieldError.message);
          else notify.error(adminMessages.somethingWentWrong);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <TextareaField
        label={t.noteLabel}
        hint={t.noteHint}
        placeholder={t.notePlaceholder}
        rows={3}
        maxLength={MAX_ORDER_NOTE_LENGTH}
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" disabled={addNote.isPending} className={`${buttonClassName()} self-start`}>
        {addNote.isPending ? t.addingNote : t.addNote}
      </button>
    </form>
  );
}

/**
 * The order's timeline (decision 025): a note form, then every entry newest first, with who and when.
 * `deleting`: the order is going; the timeline stops asking for itself.
 */
export function OrderTimeline({ orderId, deleting }: { orderId: string; deleting: boolean }) {
  const timeline = useOrderTimeline(orderId, !deleting);
  return (
    <Panel title={t.title} titleId="order-timeline">
      <div className="flex flex-col gap-5">
        <NoteForm orderId={orderId} />
        <QueryState query={timeline} loading={t.loading}>
          {(events) => (
            <ol className="flex flex-col gap-4 border-l-2 border-stone-200 pl-4" data-testid="order-timeline">
              {events.map((event) => (
                <li key={event._id} data-event={event.kind} className="relative flex flex-col gap-0.5">
                  <span
                    aria-hidden="true"
                    className={`absolute top-1.5 -left-[1.4rem] size-3 rounded-full ring-2 ring-white ${alarming(event) ? 'bg-red-600' : dots[event.kind]}`}
                  />
                  <EventBody event={event} />
                  <p className="text-sm text-stone-600">
                    {event.by?.name ?? (byCustomer(event) ? t.customer : t.automatic)} ·{' '}
                    {formatDateTime(event.at)}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </div>
    </Panel>
  );
}
