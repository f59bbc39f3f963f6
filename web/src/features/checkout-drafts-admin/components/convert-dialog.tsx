import {
  type CheckoutDraft,
  effectivePrice,
  formatInvoiceNumber,
  MAX_LINE_QUANTITY,
  paths,
} from '@haat/contract';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ProductAdder } from '@/components/admin/product-adder';
import { buttonClassName } from '@/components/ui/button';
import { ContentSpinner } from '@/components/ui/content-spinner';
import { DialogHeader } from '@/components/ui/dialog-header';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { adminMessages } from '@/lib/admin-messages';
import { fillFromKnown, getKnownCustomer } from '@/lib/api/admin/get-known-customer';
import { useProducts } from '@/lib/api/admin/get-products';
import { useShippingFees } from '@/lib/api/admin/get-settings';
import { ApiError } from '@/lib/api-client';
import { formatTaka } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useConvertDraft } from '../api/checkout-drafts';
import { fieldList, preselectedZone, refusedFields, type ShippingZone, type ShopFees } from '../draft-view';
import { type DraftField, draftsMessages } from '../messages';

const t = draftsMessages.convertDialog;
const ZONES: readonly ShippingZone[] = ['insideDhaka', 'outsideDhaka'];

type ConvertDialogProps = { draft: CheckoutDraft; who: string; onClose: () => void };

/**
 * "অর্ডার করুন" after the call: what the visitor typed, filled in, with what they had not typed to
 * complete there (decision 039) — the name, the address (a phone that ordered before fills its last
 * one), the products with their quantities — then the shipping fee (the visitor's own if the shop
 * still charges it), the total it makes, and one confirming tap. The order is the server's, priced
 * by it; whatever is still missing is refused by name.
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

type Line = { product: string; title: string; price: number; quantity: number };

function ConvertForm({ draft, who, fees, onClose }: ConvertDialogProps & { fees: ShopFees }) {
  const navigate = useNavigate();
  const convert = useConvertDraft();
  const products = useProducts().data ?? [];
  const [zone, setZone] = useState<ShippingZone>(() => preselectedZone(draft.shipping, fees));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [customer, setCustomer] = useState({ name: draft.name, city: draft.city, address: draft.address });
  const [lines, setLines] = useState<Line[]>(() =>
    draft.products.map((line) => ({
      product: line.product._id,
      title: line.product.title,
      price: line.product.price,
      quantity: line.quantity,
    })),
  );
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const shipping = fees[zone];

  // A phone that ordered before fills what the visitor left empty, from its last order.
  useEffect(() => {
    const asking = new AbortController();
    getKnownCustomer(draft.phone, asking.signal).then(
      (known) => setCustomer((current) => ({ ...current, ...fillFromKnown(current, known) })),
      () => undefined,
    );
    return () => asking.abort();
  }, [draft.phone]);

  const setQuantity = (index: number, quantity: number) =>
    setLines(lines.map((line, at) => (at === index ? { ...line, quantity } : line)));

  const confirm = () =>
    convert.mutate(
      {
        id: draft._id,
        body: {
          shipping,
          ...customer,
          products: lines.map(({ product, quantity }) => ({ product, quantity })),
        },
      },
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
      <div className="flex flex-col gap-3">
        <TextField
          label={draftsMessages.fieldNames.name}
          value={customer.name}
          autoComplete="off"
          onChange={(event) => setCustomer({ ...customer, name: event.target.value })}
        />
        <TextField
          label={draftsMessages.fieldNames.city}
          value={customer.city}
          autoComplete="off"
          onChange={(event) => setCustomer({ ...customer, city: event.target.value })}
        />
        <TextareaField
          label={draftsMessages.fieldNames.address}
          rows={2}
          value={customer.address}
          onChange={(event) => setCustomer({ ...customer, address: event.target.value })}
        />
      </div>
      <section aria-label={draftsMessages.fieldNames.products} className="flex flex-col gap-2">
        <ul className="flex flex-col divide-y divide-stone-100">
          {lines.map((line, index) => (
            <li key={line.product} className="flex items-center gap-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-stone-900">{line.title}</span>
                <span className="text-sm text-stone-600">{formatTaka(line.price)}</span>
              </span>
              <QuantityStepper
                quantity={line.quantity}
                itemName={line.title}
                min={0}
                max={MAX_LINE_QUANTITY}
                onDecrement={() =>
                  line.quantity > 1
                    ? setQuantity(index, line.quantity - 1)
                    : setLines(lines.filter((_, at) => at !== index))
                }
                onIncrement={() => setQuantity(index, line.quantity + 1)}
                labels={t.stepper}
              />
            </li>
          ))}
        </ul>
        <ProductAdder
          products={products.filter((product) => !lines.some((line) => line.product === product._id))}
          onAdd={(product) =>
            setLines([
              ...lines,
              { product: product._id, title: product.title, price: effectivePrice(product), quantity: 1 },
            ])
          }
          labels={t}
        />
      </section>
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
