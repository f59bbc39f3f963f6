import {
  DISTRICTS,
  effectivePrice,
  findDistrict,
  ORDER_FORM_PATH,
  type Product,
  type ProductSize,
  QUANTITY_FIELD_PREFIX,
  quantityKey,
  saleStateOf,
  sizeAvailable,
  titleWithSize,
} from '@haat/contract';
import { type ReactNode, useContext, useId } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { shopDateToday } from '@/lib/dates';
import { messages } from '@/lib/messages';
import { formatTaka } from '@/lib/money';
import { MAX_LINE_QUANTITY } from '@/lib/pricing';
import { OrderFormStateContext } from '../form-state';
import { journeyMessages as t } from '../journey-messages';
import { OtherWayToOrder, type ShopContacts } from './shop-contact';

const c = messages.checkout;
const input = 'w-full rounded-xl border border-stone-300 bg-white px-4 py-3 aria-invalid:border-red-600';

/** A labelled field with its error under it, read out with the field. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: (attributes: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-leaf-900">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(error ? { 'aria-describedby': `${id}-error` } : {}),
      })}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One size's quantity box, or «স্টক শেষ» without one for a size sold out or closed (decision 064):
 * a product of one size is named by its title alone, one size of several by its title and size.
 */
function QuantityRow({
  product,
  size,
  ofSeveral,
  quantities,
}: {
  product: Product;
  size: ProductSize;
  ofSeveral: boolean;
  quantities: Record<string, number> | undefined;
}) {
  const title = ofSeveral ? titleWithSize(product.title, size.name) : product.title;
  const key = ofSeveral ? quantityKey(product._id, size._id) : quantityKey(product._id);
  const price = (
    <>
      {`${title} — `}
      <strong>{formatTaka(effectivePrice(size))}</strong>
    </>
  );
  if (!sizeAvailable(size))
    return (
      <p className="flex items-center gap-3">
        <span className="w-20 shrink-0 text-sm font-medium text-red-700">{messages.products.soldOut}</span>
        <span>{price}</span>
      </p>
    );
  return (
    <label className="flex items-center gap-3">
      <input
        type="number"
        name={`${QUANTITY_FIELD_PREFIX}${key}`}
        min={0}
        max={size.stock === null ? MAX_LINE_QUANTITY : Math.min(size.stock, MAX_LINE_QUANTITY)}
        inputMode="numeric"
        defaultValue={quantities?.[key] ?? 0}
        className="min-h-11 w-20 shrink-0 rounded-xl border border-stone-300 px-3"
      />
      <span>{price}</span>
    </label>
  );
}

type ServerOrderFormProps = {
  products: readonly Product[];
  /**
   * The list of the 64 districts (`DistrictList`), on the server's page of the form only. Without it
   * (in the landing page, where the list's names would grow the page, the face cut to its words and
   * the app's first script, decision 070), the city field names the district, as in the app's
   * form; the server asks again with the list when it names none.
   */
  districtList?: ReactNode;
};

/**
 * The order form as a plain form post, which the server checks with the order form's rules and places
 * through the same placement as the app's form (decision 069). The quantities are chosen in the form
 * itself, since the cart needs the app. Drawn by the server only: into the landing page's order box,
 * which keeps it until the app's form is up and for good without the app (its markup, never
 * hydrated, decision 070), and on a page of its own (`/order/place`, below), which answers a
 * refused post with the values and the errors.
 */
export function ServerOrderForm({ products, districtList }: ServerOrderFormProps) {
  const id = useId();
  const today = shopDateToday();
  // Only what can be ordered today: a product coming later or off the page has no box here.
  const onSale = products.filter((product) => saleStateOf(product, today) === 'on-sale');
  const state = useContext(OrderFormStateContext);
  const values = state?.values;
  const errors = state?.errors ?? {};
  const text = (name: 'name' | 'phone' | 'city', label: string, type = 'text') => (
    <Field id={`${id}${name}`} label={label} error={errors[name]}>
      {(attributes) => (
        <input {...attributes} type={type} name={name} defaultValue={values?.[name]} className={input} />
      )}
    </Field>
  );
  return (
    <form
      method="post"
      action={ORDER_FORM_PATH}
      // The server says what is wrong, in Bengali, under each field; a browser's own bubble would not.
      noValidate
      data-no-script-form=""
      className="flex w-full max-w-2xl flex-col gap-5 rounded-3xl border border-leaf-100 bg-white p-5 shadow-sm"
    >
      {/* The landing page is one cached render for every visitor: its form carries no key, and the
          server makes one from the post itself (decision 069). */}
      {state?.key ? <input type="hidden" name="key" defaultValue={state.key} /> : null}
      {state?.message ? (
        <p role="alert" className="rounded-xl bg-mango-100 px-3 py-2 font-medium text-leaf-900">
          {state.message}
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-leaf-900">{t.productsLegend}</legend>
        {errors.products ? <p className="text-sm font-medium text-red-700">{errors.products}</p> : null}
        {onSale.map((product) =>
          product.sizes.map((size) => (
            <QuantityRow
              key={`${product._id}.${size._id}`}
              product={product}
              size={size}
              ofSeveral={product.sizes.length > 1}
              quantities={values?.quantities}
            />
          )),
        )}
      </fieldset>
      {text('name', c.nameLabel)}
      {text('phone', c.phoneLabel, 'tel')}
      {text('city', c.cityLabel)}
      <Field id={`${id}address`} label={c.addressLabel} error={errors.address}>
        {(attributes) => (
          <textarea
            {...attributes}
            name="address"
            rows={4}
            defaultValue={values?.address}
            className={input}
          />
        )}
      </Field>
      {districtList}
      <p className="-mt-3 text-sm text-leaf-900">{t.deliveryByDistrict}</p>
      <p className="text-sm text-leaf-900">{c.cashOnDelivery}</p>
      <button type="submit" className={`${buttonClassName({ size: 'lg' })} w-full`}>
        {c.submit}
      </button>
    </form>
  );
}

/**
 * The district the delivery is priced for (decision 067), picked from the 64: the server charges its
 * zone's fee for the order's weight, the same as for the app's form. Each is posted by its Bengali
 * name, the option's own text.
 */
function DistrictList() {
  const id = useId();
  const state = useContext(OrderFormStateContext);
  return (
    <Field id={`${id}district`} label={t.districtLabel} error={state?.errors.district}>
      {(attributes) => (
        <select
          {...attributes}
          name="district"
          defaultValue={findDistrict(state?.values.district ?? '')?.bn ?? ''}
          className={input}
        >
          <option value="">{t.chooseDistrict}</option>
          {DISTRICTS.map((district) => (
            <option key={district.en}>{district.bn}</option>
          ))}
        </select>
      )}
    </Field>
  );
}

type StaticOrderFormProps = {
  products: readonly Product[];
  contacts: ShopContacts;
};

/** The server's order form on a page of its own (`/order/place`), drawn per visit and per post. */
export function StaticOrderForm({ products, contacts }: StaticOrderFormProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold text-leaf-900">{messages.order.heading}</h1>
      <ServerOrderForm products={products} districtList={<DistrictList />} />
      <OtherWayToOrder contacts={contacts} />
    </section>
  );
}
