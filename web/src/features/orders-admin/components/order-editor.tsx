import { MAX_DISCOUNT_REASON_LENGTH, MAX_LINE_QUANTITY, type Order, toAsciiDigits } from '@haat/contract';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { ProductAdder } from '@/components/admin/product-adder';
import { TrashIcon } from '@/components/ui/admin-icons';
import { buttonClassName } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Panel } from '@/components/ui/panel';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { fillFromKnown, type KnownCustomer } from '@/lib/api/admin/get-known-customer';
import { useProducts } from '@/lib/api/admin/get-products';
import { useShippingFees } from '@/lib/api/admin/get-settings';
import { ApiError } from '@/lib/api-client';
import { formatTaka } from '@/lib/money';
import { editorMessages as t } from '../messages';
import { draftTotals, type OrderDraft } from '../order-draft';

/** Field errors by the API's paths (`name`, `products.0.product`, ...). */
export type DraftErrors = Record<string, string>;

/** A failed save's field errors, keyed by path; the message no field took goes above the buttons. */
export function draftErrorsOf(error: unknown): { fields: DraftErrors; alert: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, alert: t.saveFailed };
  const fields = Object.fromEntries(error.errors.map((fieldError) => [fieldError.path, fieldError.message]));
  const shown = error.errors.some((fieldError) =>
    FIELD_PATHS.some((path) => fieldError.path.startsWith(path)),
  );
  return { fields, alert: shown ? null : error.message || t.saveFailed };
}
const FIELD_PATHS = ['name', 'phone', 'city', 'address', 'shipping', 'discount', 'products'];

type OrderEditorProps = {
  initial: OrderDraft;
  /** The order being changed (its lines keep their prices), or null for a new order. */
  ordered: Order | null;
  errors: DraftErrors;
  alert: string | null;
  saving: boolean;
  onSave: (draft: OrderDraft) => void;
  onCancel: () => void;
  /** A new order's extra question (where it came from), shown above the customer's details. */
  children?: ReactNode;
  /** A new order's: what a phone that ordered before said last, to fill the empty details from. */
  lookUpPhone?: (phone: string) => Promise<KnownCustomer | null>;
};

/**
 * The order as staff change it on the call, or enter it from Messenger or the phone (decision 027): the
 * customer's details, the lines with a stepper each, the delivery zone, a discount with its reason,
 * and the total as it will be. The server prices it again; this shows what it will say.
 */
export function OrderEditor({
  initial,
  ordered,
  errors,
  alert,
  saving,
  onSave,
  onCancel,
  children,
  lookUpPhone,
}: OrderEditorProps) {
  const [draft, setDraft] = useState(initial);
  const products = useProducts().data ?? [];
  const fees = useShippingFees();
  const byId = useMemo(() => new Map(products.map((product) => [product._id, product])), [products]);
  const totals = draftTotals(draft, byId, ordered);
  const ids = { zone: useId() };

  const change = (fields: Partial<OrderDraft>) => setDraft((current) => ({ ...current, ...fields }));
  const changePhone = (phone: string) => {
    change({ phone });
    // A known phone fills the name, city and address left empty, once the number is whole; an
    // answer for a number staff have since changed is dropped.
    void lookUpPhone?.(phone).then(
      (known) =>
        setDraft((current) =>
          current.phone === phone ? { ...current, ...fillFromKnown(current, known) } : current,
        ),
      () => undefined,
    );
  };
  const setQuantity = (index: number, quantity: number) =>
    change({ lines: draft.lines.map((line, at) => (at === index ? { ...line, quantity } : line)) });
  const addable = products.filter((product) => !draft.lines.some((line) => line.product === product._id));
  // The zones a fee may be: the shop's two, and the fee the order already has if the shop's changed.
  const zones = [
    ...(fees
      ? [
          { fee: fees.insideDhaka, label: t.insideDhaka },
          { fee: fees.outsideDhaka, label: t.outsideDhaka },
        ]
      : []),
    ...(ordered && fees && ordered.shipping !== fees.insideDhaka && ordered.shipping !== fees.outsideDhaka
      ? [{ fee: ordered.shipping, label: t.keptFee }]
      : []),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={ordered ? t.editTitle : t.newTitle}
    >
      {children}
      <Panel title={t.customer} titleId="editor-customer">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t.name}
            value={draft.name}
            error={errors.name}
            autoComplete="off"
            onChange={(e) => change({ name: e.target.value })}
          />
          <TextField
            label={t.phone}
            type="tel"
            inputMode="tel"
            value={draft.phone}
            error={errors.phone}
            autoComplete="off"
            onChange={(e) => changePhone(e.target.value)}
          />
          <TextField
            label={t.city}
            value={draft.city}
            error={errors.city}
            autoComplete="off"
            onChange={(e) => change({ city: e.target.value })}
          />
          <TextareaField
            label={t.address}
            rows={2}
            value={draft.address}
            error={errors.address}
            onChange={(e) => change({ address: e.target.value })}
          />
        </div>
      </Panel>

      <Panel title={t.products} titleId="editor-products">
        <ul className="flex flex-col divide-y divide-stone-100">
          {draft.lines.map((line, index) => (
            <li
              key={line.product}
              data-line={line.product}
              className="flex flex-wrap items-center gap-3 py-3"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-stone-900">{line.title}</p>
                <p className="text-sm text-stone-600">
                  {t.unitPrice(formatTaka(totals.unitPrices[index] ?? 0))}
                </p>
                {errors[`products.${index}.product`] ? (
                  <p className="text-sm font-semibold text-red-700">{errors[`products.${index}.product`]}</p>
                ) : null}
              </div>
              <QuantityStepper
                quantity={line.quantity}
                itemName={line.title}
                max={MAX_LINE_QUANTITY}
                onDecrement={() => setQuantity(index, line.quantity - 1)}
                onIncrement={() => setQuantity(index, line.quantity + 1)}
                labels={t.stepper}
              />
              <button
                type="button"
                aria-label={t.removeLine(line.title)}
                onClick={() => change({ lines: draft.lines.filter((_, at) => at !== index) })}
                className="flex size-11 items-center justify-center rounded-full text-red-700 hover:bg-red-50"
              >
                <TrashIcon className="size-5" />
              </button>
            </li>
          ))}
        </ul>
        {errors.products ? <p className="text-sm font-semibold text-red-700">{errors.products}</p> : null}
        <ProductAdder
          products={addable}
          onAdd={(product) =>
            change({ lines: [...draft.lines, { product: product._id, title: product.title, quantity: 1 }] })
          }
          labels={t}
        />
      </Panel>

      <Panel title={t.deliveryAndDiscount} titleId="editor-money">
        <div className="flex flex-col gap-4">
          <fieldset
            className="flex flex-col gap-1.5"
            aria-describedby={errors.shipping ? `${ids.zone}-error` : undefined}
          >
            <legend className="mb-1.5 font-semibold text-stone-800">{t.zone}</legend>
            {zones.map((zone) => (
              <label
                key={`${zone.label}-${zone.fee}`}
                className="flex min-h-11 items-center gap-3 rounded-xl border border-stone-200 px-3"
              >
                <input
                  type="radio"
                  name="shipping"
                  className="size-5 accent-leaf-700"
                  checked={draft.shipping === zone.fee}
                  onChange={() => change({ shipping: zone.fee })}
                />
                <span className="flex-1">{zone.label}</span>
                <span className="font-semibold">{formatTaka(zone.fee)}</span>
              </label>
            ))}
            {errors.shipping ? (
              <p id={`${ids.zone}-error`} className="text-sm font-semibold text-red-700">
                {errors.shipping}
              </p>
            ) : null}
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
            <TextField
              label={t.discount}
              inputMode="numeric"
              value={draft.discount === 0 ? '' : String(draft.discount)}
              placeholder="০"
              error={errors.discount}
              onChange={(e) => {
                // Typed in Bengali or Latin digits; anything else is not taka.
                const digits = toAsciiDigits(e.target.value).replace(/\D/g, '').slice(0, 8);
                change({ discount: digits === '' ? 0 : Number(digits) });
              }}
            />
            <TextField
              label={t.discountReason}
              value={draft.discountReason}
              maxLength={MAX_DISCOUNT_REASON_LENGTH}
              placeholder={t.discountReasonPlaceholder}
              error={errors.discountReason}
              onChange={(e) => change({ discountReason: e.target.value })}
            />
          </div>
        </div>
      </Panel>

      <div className="sticky bottom-0 z-10 flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-lg ring-1 ring-stone-200">
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 text-sm">
          <dt className="text-stone-600">{t.subtotal}</dt>
          <dd className="text-right">{formatTaka(totals.subtotal)}</dd>
          {draft.discount > 0 ? (
            <>
              <dt className="text-stone-600">{t.discount}</dt>
              <dd className="text-right">−{formatTaka(draft.discount)}</dd>
            </>
          ) : null}
          <dt className="text-stone-600">{t.shipping}</dt>
          <dd className="text-right">{formatTaka(draft.shipping)}</dd>
          <dt className="font-semibold text-stone-900">{t.total}</dt>
          <dd className="text-right text-lg font-semibold text-leaf-800" data-testid="editor-total">
            {formatTaka(totals.total)}
          </dd>
        </dl>
        <FormAlert message={alert} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={saving} className={buttonClassName()}>
            {saving ? t.saving : t.save}
          </button>
          <button type="button" onClick={onCancel} className={buttonClassName({ variant: 'subtle' })}>
            {t.cancel}
          </button>
        </div>
      </div>
    </form>
  );
}
