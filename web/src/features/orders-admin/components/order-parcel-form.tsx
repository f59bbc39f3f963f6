import {
  type BookParcel,
  BookParcelSchema,
  MAX_PARCEL_DESCRIPTION_LENGTH,
  MAX_PARCEL_NOTE_LENGTH,
  type Order,
  orderWeightGrams,
  parcelItemDescription,
} from '@haat/contract';
import { type FormEvent, useState } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TruckIcon } from '@/components/ui/icons';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api-client';
import { messages } from '@/lib/messages';
import { formatTaka } from '@/lib/money';
import { useBookParcel } from '../api/book-parcel';
import { parcelMessages as t } from '../messages';
import { CourierChoice, useCourierAndWeight, WeightField } from './parcel-fields';

type Field = keyof BookParcel;
const FIELDS: readonly Field[] = ['courier', 'weightKg', 'itemDescription', 'note'];
type FieldErrors = Partial<Record<Field, string>>;

/** The first message for each field of the form, from the contract's check or the server's answer. */
function fieldErrorsOf(errors: ReadonlyArray<{ path: string; message: string }>): FieldErrors {
  const found: FieldErrors = {};
  for (const { path, message } of errors) {
    const field = FIELDS.find((name) => name === path);
    if (field && !found[field]) found[field] = message;
  }
  return found;
}

/**
 * Sends the order to a courier (decision 035): prefilled with the order's weight, the lines as the parcel's
 * description and the customer's note, each editable; the cash to collect is the order's total and
 * is not. The server answers at once and books it from the outbox; the parcel's card follows.
 */
export function OrderParcelForm({ order }: { order: Order }) {
  // Prefilled with the order's own weight; left as it is, the server weighs the order itself and
  // says so when the courier cannot carry it (decision 068).
  const ownWeight = String(orderWeightGrams(order.products) / 1000);
  const { readiness, courier, setCourier, weight, setWeight } = useCourierAndWeight(ownWeight);
  const book = useBookParcel();
  const [itemDescription, setItemDescription] = useState(() =>
    parcelItemDescription(
      order.products.map((line) => ({ title: line.product.title, quantity: line.quantity })),
    ),
  );
  const [note, setNote] = useState(order.shippingInfo.note);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's rules first: a missing courier or a weight out of range never leaves the phone.
    const weightKg = weight === ownWeight ? undefined : Number(weight);
    const checked = BookParcelSchema.safeParse({ courier, weightKg, itemDescription, note });
    if (!checked.success) {
      setErrors(
        fieldErrorsOf(checked.error.issues.map((issue) => ({ ...issue, path: String(issue.path[0]) }))),
      );
      setAlert(null);
      return;
    }
    setErrors({});
    setAlert(null);
    book.mutate(
      { id: order._id, body: checked.data },
      {
        onError: (error) => {
          if (!(error instanceof ApiError)) return setAlert(messages.common.serverError);
          const fields = fieldErrorsOf(error.errors);
          setErrors(fields);
          // A refusal about the order (409) or the courier's account (400) belongs to no field.
          setAlert(Object.keys(fields).length > 0 ? null : error.message);
          if (error.status === 400) void readiness.refetch();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t.send}>
      <CourierChoice readiness={readiness} value={courier} onChange={setCourier} error={errors.courier} />
      <div className="grid gap-4 sm:grid-cols-2">
        <WeightField
          label={t.weight}
          hint={t.weightHint}
          value={weight}
          error={errors.weightKg}
          onChange={setWeight}
        />
        <div className="flex flex-col gap-1.5">
          <p className="font-semibold text-stone-800">{t.cashToCollect}</p>
          <p
            className="flex min-h-11 items-center text-xl font-semibold text-stone-900"
            data-testid="parcel-cod"
          >
            {formatTaka(order.total)}
          </p>
          <p className="text-sm text-stone-600">{t.cashHint}</p>
        </div>
      </div>
      <TextareaField
        label={t.itemDescription}
        hint={t.itemDescriptionHint}
        name="itemDescription"
        rows={2}
        maxLength={MAX_PARCEL_DESCRIPTION_LENGTH}
        value={itemDescription}
        error={errors.itemDescription}
        onChange={(event) => setItemDescription(event.target.value)}
      />
      <TextareaField
        label={t.note}
        hint={t.noteHint}
        name="note"
        rows={2}
        maxLength={MAX_PARCEL_NOTE_LENGTH}
        value={note}
        error={errors.note}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormAlert message={alert} />
      <button
        type="submit"
        disabled={book.isPending || courier === null}
        className={`${buttonClassName()} self-stretch sm:self-start`}
      >
        <TruckIcon className="size-5" />
        {book.isPending ? t.sending : t.send}
      </button>
    </form>
  );
}
