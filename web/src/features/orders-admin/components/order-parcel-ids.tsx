import { COURIER_NAMES, type Order, type Parcel, ParcelIdsSchema } from '@haat/contract';
import { type FormEvent, useState } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { messages } from '@/lib/messages';
import { useEnterParcelIds } from '../api/enter-parcel-ids';
import { parcelMessages as t } from '../messages';

type Field = 'consignmentId' | 'trackingCode';
type FieldErrors = Partial<Record<Field, string>>;

const fieldErrorsOf = (errors: ReadonlyArray<{ path: string; message: string }>): FieldErrors => {
  const found: FieldErrors = {};
  for (const { path, message } of errors)
    if ((path === 'consignmentId' || path === 'trackingCode') && !found[path]) found[path] = message;
  return found;
};

/**
 * The last way a parcel gets its ids (decision 058): staff copy them from the courier's portal. The
 * server asks the courier before it saves them, so a mistyped id is refused with the courier's word.
 * Steadfast shows a tracking code besides the id; Pathao tracks by the id alone.
 */
export function OrderParcelIds({ order, parcel }: { order: Order; parcel: Parcel }) {
  const enter = useEnterParcelIds();
  const [consignmentId, setConsignmentId] = useState('');
  const [trackingCode, setTrackingCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const courier = COURIER_NAMES[parcel.courier];
  const withCode = parcel.courier === 'steadfast';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ParcelIdsSchema.safeParse({
      consignmentId,
      ...(withCode && trackingCode.trim() !== '' ? { trackingCode } : {}),
    });
    setAlert(null);
    if (!checked.success) {
      setErrors(
        fieldErrorsOf(checked.error.issues.map((issue) => ({ ...issue, path: String(issue.path[0]) }))),
      );
      return;
    }
    setErrors({});
    enter.mutate(
      { id: order._id, body: checked.data },
      {
        onError: (error) => {
          if (!(error instanceof ApiError)) return setAlert(messages.common.serverError);
          const fields = fieldErrorsOf(error.errors);
          setErrors(fields);
          setAlert(Object.keys(fields).length > 0 ? null : error.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t.enterIds}>
      <h3 className="font-semibold text-stone-900">{t.enterIds}</h3>
      <p className="text-sm text-stone-600">{t.enterIdsHint(courier)}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t.consignmentId}
          name="consignmentId"
          autoComplete="off"
          spellCheck={false}
          inputMode="text"
          value={consignmentId}
          error={errors.consignmentId}
          onChange={(event) => setConsignmentId(event.target.value)}
        />
        {withCode ? (
          <TextField
            label={t.trackingCode}
            hint={t.trackingCodeHint}
            name="trackingCode"
            autoComplete="off"
            spellCheck={false}
            value={trackingCode}
            error={errors.trackingCode}
            onChange={(event) => setTrackingCode(event.target.value)}
          />
        ) : null}
      </div>
      <FormAlert message={alert} />
      <button
        type="submit"
        disabled={enter.isPending}
        className={`${buttonClassName({ variant: 'subtle' })} self-stretch sm:self-start`}
      >
        {enter.isPending ? t.checkingIds(courier) : t.saveIds}
      </button>
    </form>
  );
}
