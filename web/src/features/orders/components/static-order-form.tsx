import { effectivePrice, ORDER_FORM_PATH, type Product } from '@haat/contract';
import { useContext, useId } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { messages } from '@/lib/messages';
import { formatTaka } from '@/lib/money';
import { MAX_LINE_QUANTITY } from '@/lib/pricing';
import { OrderFormStateContext } from '../form-state';
import { journeyMessages as t } from '../journey-messages';
import type { ShippingFees } from '../shipping';
import { fieldClassName, OrderField, OrderInput } from './order-field';

type StaticOrderFormProps = {
  products: readonly Product[];
  fees: ShippingFees;
};

const c = messages.checkout;

/**
 * The order form as a plain form post, drawn by the server and shown until the app has taken the
 * page over, and for good when it never does (scripts off, the app's file lost on the way): the
 * quantities are chosen here, since the cart needs the app. The server checks the post with the
 * order form's rules and places it through the same placement as the app's form (decision 069).
 */
export function StaticOrderForm({ products, fees }: StaticOrderFormProps) {
  const id = useId();
  const state = useContext(OrderFormStateContext);
  const values = state?.values;
  const errors = state?.errors ?? {};
  const field = (name: 'name' | 'phone' | 'city' | 'address') => ({
    id: `${id}${name}`,
    error: errors[name],
  });
  return (
    <form
      method="post"
      action={ORDER_FORM_PATH}
      // The server says what is wrong, in Bengali, under each field; a browser's own bubble would not.
      noValidate
      data-no-script-form=""
      className="flex w-full max-w-2xl flex-col gap-5 rounded-3xl border border-leaf-100 bg-white p-5 shadow-sm"
    >
      <input type="hidden" name="key" defaultValue={state?.key ?? ''} />
      {state?.message ? (
        <p role="alert" className="rounded-xl bg-mango-100 px-3 py-2 font-medium text-leaf-900">
          {state.message}
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-leaf-900">{t.productsLegend}</legend>
        {errors.products ? <p className="text-sm font-medium text-red-700">{errors.products}</p> : null}
        {products.map((product) => (
          <label key={product._id} className="flex items-center justify-between gap-3">
            <span className="min-w-0">
              {product.title} — <span className="font-semibold">{formatTaka(effectivePrice(product))}</span>
            </span>
            <input
              type="number"
              name={`qty.${product._id}`}
              aria-label={t.quantityOf(product.title)}
              min={0}
              max={MAX_LINE_QUANTITY}
              inputMode="numeric"
              defaultValue={values?.quantities[product._id] ?? 0}
              className={`${fieldClassName} w-20 shrink-0`}
            />
          </label>
        ))}
      </fieldset>
      <OrderInput
        {...field('name')}
        label={c.nameLabel}
        input={{ name: 'name', autoComplete: 'name', defaultValue: values?.name }}
      />
      <OrderInput
        {...field('phone')}
        label={c.phoneLabel}
        hint={c.phoneHint}
        input={{ name: 'phone', type: 'tel', autoComplete: 'tel', defaultValue: values?.phone }}
      />
      <OrderInput
        {...field('city')}
        label={c.cityLabel}
        input={{ name: 'city', autoComplete: 'address-level2', defaultValue: values?.city }}
      />
      <OrderField {...field('address')} label={c.addressLabel}>
        {(describe) => (
          <textarea
            {...describe}
            name="address"
            rows={4}
            required
            autoComplete="street-address"
            defaultValue={values?.address}
            className={fieldClassName}
          />
        )}
      </OrderField>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-2 font-semibold text-leaf-900">{c.shippingLegend}</legend>
        {(['insideDhaka', 'outsideDhaka'] as const).map((zone) => (
          <label
            key={zone}
            className="flex min-h-11 items-center gap-2 rounded-xl border border-stone-300 px-3"
          >
            <input
              type="radio"
              name="zone"
              value={zone}
              defaultChecked={(values?.zone ?? 'insideDhaka') === zone}
              className="size-4 accent-leaf-700"
            />
            {c[zone]} {fees[zone] === null ? '' : formatTaka(fees[zone])}
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-leaf-900">{c.cashOnDelivery}</p>
      <button type="submit" className={`${buttonClassName({ size: 'lg' })} w-full`}>
        {c.submit}
      </button>
    </form>
  );
}
