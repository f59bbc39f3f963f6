import { COURIER_NAMES, formatInvoiceNumber } from '@haat/contract';
import type { FormEvent } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { adminMessages } from '@/lib/admin-messages';
import { ApiError } from '@/lib/api-client';
import { formatCount } from '@/lib/numbers';
import { useBookParcels } from '../api/book-parcels';
import { ordersMessages } from '../messages';
import { CourierChoice, useCourierAndWeight, WeightField } from './parcel-fields';

const t = ordersMessages.bulkBooking;

type OrdersBulkBookingProps = {
  /** The orders picked, at most MAX_BULK_BOOKING (the bar offers this only then). */
  ids: readonly string[];
  /** Back to the bar's other actions, nothing sent. */
  onCancel: () => void;
  /** The result has been read: the selection ends. */
  onDone: () => void;
};

/**
 * The picked orders to one courier at once (decision 035): the courier and one weight for all;
 * each parcel gets its own lines, note and total on the server. Then what happened: how many went,
 * and each order left behind with its invoice number and why.
 */
export function OrdersBulkBooking({ ids, onCancel, onDone }: OrdersBulkBookingProps) {
  const { readiness, courier, setCourier, weight, setWeight } = useCourierAndWeight('');
  const book = useBookParcels();
  const fieldError = (path: string) =>
    book.error instanceof ApiError
      ? book.error.errors.find((field) => field.path === path)?.message
      : undefined;
  // A refusal no field takes (a courier not set up, 400), or a failure without an answer.
  const alert =
    !book.error || fieldError('courier') || fieldError('weightKg')
      ? null
      : book.error instanceof ApiError
        ? book.error.message
        : adminMessages.somethingWentWrong;

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!courier) return;
    // Left empty, each order goes at its own weight (decision 068).
    book.mutate({ courier, weightKg: weight.trim() === '' ? undefined : Number(weight), ids: [...ids] });
  };

  if (book.data && book.variables) {
    const { requested, refused, missing } = book.data;
    return (
      <div className="flex w-full flex-col gap-2" data-testid="bulk-booking-result">
        <p role="status" className="font-semibold text-leaf-800">
          {t.requested(formatCount(requested), COURIER_NAMES[book.variables.courier])}
        </p>
        {requested > 0 ? (
          <p className="text-sm text-stone-600">{t.requestedHint(adminMessages.status.names.shipped)}</p>
        ) : null}
        {refused.length > 0 ? (
          <>
            <p className="font-semibold text-red-800">{t.refused(formatCount(refused.length))}</p>
            <ul
              className="flex max-h-48 flex-col gap-1 overflow-y-auto text-sm"
              data-testid="bulk-booking-refused"
            >
              {refused.map((order) => (
                <li key={order._id}>
                  <span className="font-semibold">{formatInvoiceNumber(order.invoiceNumber)}</span>:{' '}
                  {order.reason}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {missing.length > 0 ? (
          <p className="text-sm text-stone-700">{t.missing(formatCount(missing.length))}</p>
        ) : null}
        <button
          type="button"
          onClick={onDone}
          className={`${buttonClassName({ size: 'sm' })} min-h-11 self-start`}
        >
          {t.done}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={send} noValidate className="flex w-full flex-col gap-3" aria-label={t.open}>
      <h3 className="font-semibold text-leaf-800">{t.open}</h3>
      <CourierChoice
        readiness={readiness}
        value={courier}
        onChange={setCourier}
        error={fieldError('courier')}
      />
      <WeightField
        label={t.weight}
        hint={t.hint}
        value={weight}
        error={fieldError('weightKg')}
        onChange={setWeight}
        className="sm:max-w-xs"
      />
      <FormAlert message={alert} />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={book.isPending || courier === null}
          className={`${buttonClassName({ size: 'sm' })} min-h-11`}
        >
          {book.isPending ? t.sending : t.send}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className={`${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11`}
        >
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
