import {
  BOOKABLE_STATUSES,
  COURIER_NAMES,
  courierStatusText,
  type Order,
  type OrderStatus,
  PARCEL_STATE_NAMES,
  PARCEL_WAITING_FOR_IDS,
  type Parcel,
  type ParcelState,
} from '@haat/contract';
import type { ReactNode } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { messages } from '@/lib/messages';
import { formatTaka } from '@/lib/money';
import { useAskCourier } from '../api/ask-courier';
import { useParcelAnswered } from '../api/book-parcel';
import { parcelMessages as t } from '../messages';
import { OrderParcelForm } from './order-parcel-form';
import { OrderParcelIds } from './order-parcel-ids';

/** Whether the order may be sent now: a status that may ship, and no parcel or a refused one. */
const mayBook = (order: Order) =>
  (BOOKABLE_STATUSES as readonly OrderStatus[]).includes(order.status) &&
  (order.parcel === null || order.parcel.state === 'failed');

const tones: Record<ParcelState, string> = {
  booking: 'bg-amber-100 text-amber-900 ring-amber-300',
  booked: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  failed: 'bg-red-100 text-red-800 ring-red-300',
};

/**
 * "Where is my parcel?" with the customer on the phone: asks the courier now instead of waiting for
 * its webhook or the next poll; the card and timeline show what it says.
 */
function AskCourier({ order, parcel }: { order: Order; parcel: Parcel }) {
  const { ask, asking, outcome, error } = useAskCourier(order);
  const courier = COURIER_NAMES[parcel.courier];
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={ask}
        disabled={asking}
        className={`${buttonClassName({ variant: 'subtle' })} self-stretch sm:self-start`}
      >
        {asking ? <Spinner className="size-4 border-2" /> : null}
        {asking ? t.asking(courier) : t.ask(courier)}
      </button>
      {/* A live region, not a second role=status beside the parcel's state: read out when it fills. */}
      <p aria-live="polite" data-testid="ask-courier-outcome" className="text-sm text-stone-600">
        {outcome === 'news' ? t.askNews(courier) : outcome === 'nothing-new' ? t.askNothingNew(courier) : ''}
      </p>
      <FormAlert
        message={error ? (error instanceof ApiError ? error.message : messages.common.serverError) : null}
      />
    </div>
  );
}

/** The parcel as the courier knows it: its state, its ids, the fee, and when it was asked and taken. */
function ParcelCard({ order, parcel }: { order: Order; parcel: Parcel }) {
  const rows: Array<[string, ReactNode]> = [];
  const code = (value: string) => <span className="break-all font-mono select-all">{value}</span>;
  // Booked, but the answer with the ids was lost (decision 058): said so, never an empty field.
  const waitingForIds = parcel.state === 'booked' && parcel.consignmentId === '';
  if (parcel.consignmentId) rows.push([t.consignmentId, code(parcel.consignmentId)]);
  else if (waitingForIds) rows.push([t.consignmentId, PARCEL_WAITING_FOR_IDS]);
  if (parcel.trackingCode) rows.push([t.trackingCode, code(parcel.trackingCode)]);
  if (parcel.fee !== null) rows.push([t.fee, formatTaka(parcel.fee)]);
  if (parcel.courierStatus)
    rows.push([t.courierStatus, courierStatusText(parcel.courier, parcel.courierStatus)]);
  rows.push([t.requestedAt, formatDateTime(parcel.requestedAt)]);
  if (parcel.bookedAt) rows.push([t.bookedAt, formatDateTime(parcel.bookedAt)]);
  return (
    <div className="flex flex-col gap-3" data-testid="parcel" data-parcel-state={parcel.state}>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-lg font-semibold text-stone-900">{COURIER_NAMES[parcel.courier]}</p>
        {/* Announced when the courier's answer arrives while the page is open. */}
        <p
          role="status"
          className={`inline-flex items-center gap-2 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${tones[parcel.state]}`}
        >
          {parcel.state === 'booking' ? <Spinner className="size-3.5 border-2" /> : null}
          {PARCEL_STATE_NAMES[parcel.state]}
        </p>
      </div>
      {parcel.state === 'booking' ? <p className="text-sm text-stone-600">{t.waiting}</p> : null}
      {parcel.state === 'failed' && parcel.error ? (
        <p className="rounded-xl bg-red-50 px-3 py-2 font-semibold text-red-800" data-testid="parcel-error">
          {t.reason}: {parcel.error}
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="font-semibold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      {waitingForIds ? <p className="text-sm text-stone-600">{t.waitingForIdsHint}</p> : null}
      {parcel.state === 'booked' ? <AskCourier order={order} parcel={parcel} /> : null}
      {waitingForIds ? <OrderParcelIds order={order} parcel={parcel} /> : null}
      {parcel.state === 'failed' ? (
        // A parcel given up on may still be at the courier (its answer lost): its ids book it.
        <details className="rounded-xl border border-stone-200 px-3 py-2">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-stone-800">
            {t.parcelThere}
          </summary>
          <div className="pt-2">
            <OrderParcelIds order={order} parcel={parcel} />
          </div>
        </details>
      ) : null}
    </div>
  );
}

/**
 * The order's parcel with a courier (decision 035): its card once sent, and the form to send it
 * while it may ship and has no parcel, or again after the courier refused it.
 */
export function OrderParcel({ order }: { order: Order }) {
  useParcelAnswered(order);
  const bookable = mayBook(order);
  if (order.parcel === null && !bookable) return null;
  return (
    <Panel title={order.parcel ? t.parcel : t.send} titleId="order-parcel">
      <div className="flex flex-col gap-5">
        {order.parcel ? <ParcelCard order={order} parcel={order.parcel} /> : null}
        {bookable ? (
          <>
            {order.parcel ? <h3 className="font-semibold text-stone-900">{t.sendAgain}</h3> : null}
            {/* A new version of the order (changed lines, a new note) starts the form from it again. */}
            <OrderParcelForm key={order.version} order={order} />
          </>
        ) : null}
      </div>
    </Panel>
  );
}
