import { type CheckoutDraft, formatInvoiceNumber, paths } from '@haat/contract';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { ContentSpinner } from '@/components/ui/content-spinner';
import { DialogHeader } from '@/components/ui/dialog-header';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { adminMessages } from '@/lib/admin-messages';
import { useShippingFees } from '@/lib/api/admin/get-settings';
import { ApiError } from '@/lib/api-client';
import { formatTaka } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useConvertDraft } from '../api/checkout-drafts';
import {
  fieldList,
  preselectedZone,
  refusedFields,
  type ShippingZone,
  type ShopFees,
  subtotalOf,
} from '../draft-view';
import { type DraftField, draftsMessages } from '../messages';

const t = draftsMessages.convertDialog;
const ZONES: readonly ShippingZone[] = ['insideDhaka', 'outsideDhaka'];

type ConvertDialogProps = { draft: CheckoutDraft; who: string; onClose: () => void };

/**
 * "অর্ডার করুন" after the call: the shipping fee (the visitor's own if the shop still charges it),
 * the total it makes, and one confirming tap. The order is the server's, priced by it; a draft that
 * lacks a name, city, address or product is refused, and the way on is the new-order form.
 */
export function ConvertDialog({ draft, who, onClose }: ConvertDialogProps) {
  const titleId = useId();
  const fees = useShippingFees();
  return (
    <ModalDialog labelledBy={titleId} onClose={onClose} panelClassName="max-w-md">
      <DialogHeader titleId={titleId} title={t.title} onClose={onClose} closeLabel={adminMessages.close} />
      {/* The form opens on one of the shop's fees, so it waits for them. */}
      {fees ? (
        <ConvertForm draft={draft} who={who} fees={fees} onClose={onClose} />
      ) : (
        <ContentSpinner label={t.loadingFees} />
      )}
    </ModalDialog>
  );
}

type Refusal = { message: string; missing: DraftField[] };

function ConvertForm({ draft, who, fees, onClose }: ConvertDialogProps & { fees: ShopFees }) {
  const navigate = useNavigate();
  const convert = useConvertDraft();
  const [zone, setZone] = useState<ShippingZone>(() => preselectedZone(draft.shipping, fees));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const subtotal = subtotalOf(draft);
  const shipping = fees[zone];

  const confirm = () =>
    convert.mutate(
      { id: draft._id, shipping },
      {
        onSuccess: (order) => {
          notify.success(t.created(formatInvoiceNumber(order.invoiceNumber)));
          // The order's page: confirm it, change it or book the parcel, as with any other order.
          navigate(paths.adminOrder(order._id));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            // Ordered by the visitor, or handled by a colleague, meanwhile: the list refetches.
            notify.error(error.message);
            onClose();
            return;
          }
          setRefusal({
            message: error instanceof ApiError ? error.message : adminMessages.somethingWentWrong,
            missing: error instanceof ApiError && error.status === 400 ? refusedFields(error.errors) : [],
          });
        },
      },
    );

  return (
    <div className="flex flex-col gap-4 p-5">
      <p className="text-stone-700">{t.intro}</p>
      <p className="font-semibold text-stone-900">
        {who}{' '}
        <span dir="ltr" className="font-normal text-stone-600">
          ({draft.phone})
        </span>
      </p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-stone-900">{t.fee}</legend>
        <div className="grid grid-cols-2 gap-2">
          {ZONES.map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-stone-300 px-3 py-2 has-checked:border-leaf-600 has-checked:bg-leaf-50"
            >
              <input
                type="radio"
                name={`${draft._id}-zone`}
                checked={zone === option}
                onChange={() => setZone(option)}
                className="size-5 accent-leaf-700"
              />
              <span className="flex flex-col leading-tight">
                <span className="text-sm text-stone-700">{t[option]}</span>
                <span className="font-semibold text-stone-900">{formatTaka(fees[option])}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
        <dt className="text-stone-600">{t.subtotal}</dt>
        <dd className="text-right">{formatTaka(subtotal)}</dd>
        <dt className="text-stone-600">{draftsMessages.shipping}</dt>
        <dd className="text-right">{formatTaka(shipping)}</dd>
        <dt className="font-semibold text-stone-900">{t.total}</dt>
        <dd data-testid="convert-total" className="text-right font-semibold text-stone-900">
          {formatTaka(subtotal + shipping)}
        </dd>
      </dl>
      {refusal ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-xl bg-red-50 p-3 text-red-900 ring-1 ring-red-200"
        >
          <p>{refusal.message}</p>
          {refusal.missing.length > 0 ? (
            <p data-testid="convert-missing" className="font-semibold">
              {t.missing(fieldList(refusal.missing))}
            </p>
          ) : null}
          {/* The new-order form starts empty: staff type in what they learnt on the call. */}
          <Link
            to={paths.adminNewOrder}
            className={`${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11 self-start`}
          >
            {t.openNewOrder}
          </Link>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          className={`${buttonClassName({ variant: 'subtle' })} min-h-11`}
        >
          {t.back}
        </button>
        <button
          type="button"
          onClick={confirm}
          // The server makes one order however often it is asked; the button just says it is busy.
          disabled={convert.isPending}
          className={`${buttonClassName()} min-h-11`}
        >
          {convert.isPending ? t.confirming : t.confirm}
        </button>
      </div>
    </div>
  );
}
