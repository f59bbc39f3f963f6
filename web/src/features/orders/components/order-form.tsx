import { type CustomerDetails, type Order, paths } from '@haat/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { TruckIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { messages } from '@/lib/messages';
import { orderTotals } from '@/lib/pricing';
import { queryTags } from '@/lib/query-client';
import { useCreateOrder } from '../api/create-order';
import { deliveryZonesQueryOptions } from '../api/get-delivery-zones';
import { orderQueryOptions } from '../api/get-order';
import type { OrderCartActions, OrderCartLine } from '../cart-line';
import { charactersLeftHint } from '../characters-left';
import { finishCheckoutAttempt, idempotencyKeyFor } from '../checkout-attempt';
import { draftBody, draftSaver } from '../checkout-draft';
import { deliveryText } from '../delivery-messages';
import { deviceId } from '../device-id';
import { useDeliveryQuote } from '../hooks/use-delivery-quote';
import { notAFailure, notAFailurePopup } from '../order-failure';
import { ORDER_PLACED_STATE } from '../order-placed';
import { rememberPlacedOrder } from '../placed-orders';
import { DistrictField } from './district-field';
import { fieldClassName, OrderField, OrderInput } from './order-field';
import type { OrderPopupKind } from './order-popup';
import { OrderSummaryLines, OrderTotalsList } from './order-summary';

// Both load on demand. The popup: most visits never see one. The validation: it brings zod (about
// 26 KB gzipped) and is first needed when the customer submits; focusing any field starts loading it.
const OrderPopup = lazy(() => import('./order-popup'));
const loadPopup = () => import('./order-popup');
const loadValidation = () => import('../customer-resolver');

const resolver: Resolver<CustomerDetails> = async (values, context, options) => {
  try {
    const { customerDetailsResolver } = await loadValidation();
    return customerDetailsResolver(values, context, options);
  } catch {
    // The validation code did not arrive (the connection dropped): the server checks the same rules.
    return { values, errors: {} };
  }
};

const FIELDS = ['name', 'phone', 'city', 'address'] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (path: string): path is FieldName => (FIELDS as readonly string[]).includes(path);

const EMPTY_FORM: CustomerDetails = { name: '', phone: '', city: '', address: '' };

type Popup = { kind: OrderPopupKind; title: string; body?: string; focusField?: FieldName };

type OrderFormProps = {
  items: readonly OrderCartLine[];
  actions: OrderCartActions;
  /** Days the form is kept before ordering (decision 039); undefined while the settings load. */
  draftDays?: number | undefined;
};

/**
 * Product spec §4 and §5: the customer's details, the order summary with shipping and totals, and
 * the cash-on-delivery submit. Checked in the browser with the contract's schema before anything
 * is sent; the server checks again and its field errors land on the same fields.
 */
export function OrderForm({ items, actions, draftDays }: OrderFormProps) {
  const formId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createOrder = useCreateOrder();
  const [popup, setPopup] = useState<Popup | null>(null);
  const [focusAfterPopup, setFocusAfterPopup] = useState<FieldName | null>(null);
  // Set synchronously, so a double tap cannot start a second submit before the button is disabled.
  const inFlight = useRef(false);
  // Popups hand focus back here: the submit button may have lost it while it was disabled.
  const submitRef = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    getValues,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CustomerDetails>({ resolver, defaultValues: EMPTY_FORM });

  // The delivery fee of the district typed (decision 067); the list and the table load once the
  // customer reaches the field, or the field already holds something (a restored form).
  const city = watch('city');
  const [reachedDistrict, setReachedDistrict] = useState(false);
  const { quote, districts } = useDeliveryQuote(items, city, reachedDistrict || city !== '');
  const shipping = quote.state === 'priced' ? quote.fee : null;
  const totals = orderTotals(items, shipping ?? 0);
  const sending = isSubmitting || createOrder.isPending;
  // A line's size travels with it; one stored before sizes means the product's first (decision 064).
  const lines = items.map((item) => ({
    product: item.productId,
    ...(item.sizeId ? { size: item.sizeId } : {}),
    quantity: item.quantity,
  }));

  // Incomplete checkouts (decision 039): the form and basket are kept on the server as the visitor types,
  // so the shop can call back one who leaves. The saver reads the basket from here when it fires.
  const basket = useRef({ lines, shipping: shipping ?? 0 });
  basket.current = { lines, shipping: shipping ?? 0 };
  const [draft] = useState(() => {
    const saver = draftSaver();
    const update = () =>
      saver.change(draftBody(getValues(), basket.current.lines, basket.current.shipping, deviceId));
    return { ...saver, update };
  });
  useEffect(() => {
    const typing = watch(draft.update);
    return () => typing.unsubscribe();
  }, [watch, draft]);
  const basketKey = JSON.stringify(basket.current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a changed basket or fee is a change to save
  useEffect(draft.update, [basketKey, draft]);
  useEffect(() => {
    // The last change, as the visitor goes: another app (hidden), another page, or the tab closed.
    const onHidden = () => document.visibilityState === 'hidden' && draft.leave();
    window.addEventListener('pagehide', draft.leave);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', draft.leave);
      document.removeEventListener('visibilitychange', onHidden);
      draft.leave();
    };
  }, [draft]);

  useEffect(() => {
    // After the popup has closed (and handed focus back), move on to the field to correct.
    if (popup || !focusAfterPopup) return;
    setFocus(focusAfterPopup);
    setFocusAfterPopup(null);
  }, [popup, focusAfterPopup, setFocus]);

  const refreshPrices = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [queryTags.product] }),
      queryClient.invalidateQueries({ queryKey: deliveryZonesQueryOptions().queryKey }),
    ]);

  function showFailure(error: unknown) {
    const failed = { kind: 'error' as const, title: messages.orderPopup.failedTitle };
    if (!(error instanceof ApiError)) {
      setPopup({ ...failed, body: messages.orderPopup.failedBody });
      return;
    }
    if (error.status === 409) {
      // The shop's prices changed since the page loaded: the server says what the total is now,
      // and the refetched products bring the summary up to date.
      void refreshPrices();
      setPopup({ ...failed, body: error.message });
      return;
    }
    if (error.status === 400 && error.errors.length > 0) {
      const onFields = error.errors.flatMap(({ path, message }) =>
        isField(path) ? [{ path, message }] : [],
      );
      for (const { path, message } of onFields) setError(path, { type: 'server', message });
      const other = error.errors.find(({ path }) => !isField(path));
      // A product that is gone or a shipping fee that changed: bring the page up to date.
      if (other) void refreshPrices();
      setPopup({
        ...failed,
        body: other ? other.message : messages.orderPopup.fixFields,
        focusField: onFields[0]?.path,
      });
      return;
    }
    setPopup({ ...failed, body: messages.orderPopup.failedBody });
  }

  const placeOrder = async (details: CustomerDetails) => {
    if (quote.state !== 'priced') {
      // No fee to promise yet: the district is not on the list, not delivered to, or still loading.
      if (quote.state === 'loading' || quote.state === 'failed') {
        setPopup({ kind: 'error', title: messages.orderPopup.failedTitle, body: deliveryText.unavailable });
        return;
      }
      const message =
        quote.state === 'unserved'
          ? deliveryText.notDelivered(quote.district.bn)
          : deliveryText.chooseDistrict;
      setError('city', { type: 'district', message }, { shouldFocus: true });
      return;
    }
    // The popup's and the success page's code load beside the request, so the answer shows at once.
    void loadPopup().catch(() => undefined);
    void import('./order-confirmation').catch(() => undefined);
    const body = {
      ...details,
      district: quote.district.en,
      products: lines,
      shipping: quote.fee,
      total: totals.total,
    };
    const placed = (order: Order, now: boolean) => {
      // Ordered: nothing more to keep (the server closed the phone's draft when the order arrived).
      draft.placed();
      finishCheckoutAttempt();
      // The success page shows this order at once instead of asking the server again, and this
      // browser keeps it, so the page still shows it after the link stops working for others.
      rememberPlacedOrder(order);
      queryClient.setQueryData(orderQueryOptions(order._id).queryKey, order);
      reset(EMPTY_FORM);
      actions.clear();
      navigate(paths.orderSuccess(order._id), { state: now ? { [ORDER_PLACED_STATE]: true } : null });
    };
    try {
      placed(await createOrder.mutateAsync({ body, idempotencyKey: idempotencyKeyFor(body) }), true);
    } catch (error) {
      // A repeat or a lost answer is not "Order Failed!" (decision 069).
      const repeat = notAFailure(error, body);
      if (repeat?.kind === 'placedHere') placed(repeat.order, false);
      else if (repeat) setPopup(notAFailurePopup(repeat));
      else showFailure(error);
    }
  };

  const submitValid = handleSubmit(placeOrder);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || inFlight.current) return;
    if (items.length === 0) {
      // Product spec §5: nothing is sent without a product.
      setPopup({
        kind: 'warning',
        title: messages.orderPopup.emptyCartTitle,
        body: messages.orderPopup.emptyCartBody,
      });
      return;
    }
    inFlight.current = true;
    void submitValid(event).finally(() => {
      inFlight.current = false;
    });
  };

  const closePopup = () => {
    setFocusAfterPopup(popup?.focusField ?? null);
    setPopup(null);
  };

  const ids = {
    name: `${formId}-name`,
    phone: `${formId}-phone`,
    city: `${formId}-city`,
    address: `${formId}-address`,
    customer: `${formId}-customer`,
    summary: `${formId}-summary`,
  };

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadValidation().catch(() => undefined)}
        aria-busy={sending}
        className="grid w-full items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]"
      >
        <section
          aria-labelledby={ids.customer}
          className="flex flex-col gap-5 rounded-3xl border border-leaf-100 bg-white p-5 shadow-sm sm:p-6"
        >
          <div>
            <h3 id={ids.customer} className="text-xl font-semibold text-leaf-900">
              {messages.checkout.customerHeading}
            </h3>
            <p className="mt-1 text-sm text-stone-600">{messages.checkout.requiredNote}</p>
          </div>
          <OrderInput
            id={ids.name}
            label={messages.checkout.nameLabel}
            error={errors.name?.message}
            input={{
              ...register('name'),
              type: 'text',
              autoComplete: 'name',
              placeholder: messages.checkout.namePlaceholder,
            }}
          />
          <OrderInput
            id={ids.phone}
            label={messages.checkout.phoneLabel}
            error={errors.phone?.message}
            hint={messages.checkout.phoneHint}
            input={{
              ...register('phone'),
              type: 'tel',
              inputMode: 'tel',
              autoComplete: 'tel',
              placeholder: messages.checkout.phonePlaceholder,
            }}
          />
          <DistrictField
            id={ids.city}
            error={errors.city?.message}
            input={register('city')}
            districts={districts}
            quote={quote}
            onActivate={() => setReachedDistrict(true)}
          />
          <OrderField
            id={ids.address}
            label={messages.checkout.addressLabel}
            error={errors.address?.message}
            hint={charactersLeftHint(watch('address'))}
          >
            {(describe) => (
              <textarea
                {...describe}
                {...register('address')}
                rows={4}
                autoComplete="street-address"
                required
                placeholder={messages.checkout.addressPlaceholder}
                className={`${fieldClassName} resize-y`}
              />
            )}
          </OrderField>
          {/* Said where the details are typed: they are kept before the order is sent (decision 039). */}
          <p className="text-sm text-stone-500">{messages.checkout.draftNote(draftDays)}</p>
        </section>

        <section
          aria-labelledby={ids.summary}
          className="flex flex-col gap-5 rounded-3xl border border-leaf-100 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-20"
        >
          <h3 id={ids.summary} className="text-xl font-semibold text-leaf-900">
            {messages.checkout.summaryHeading}
          </h3>
          <OrderSummaryLines items={items} actions={actions} />
          <OrderTotalsList totals={totals} shippingKnown={shipping !== null} />
          <p className="flex items-start gap-2 rounded-xl bg-mango-100 px-3 py-2 text-sm text-leaf-900">
            <TruckIcon className="mt-0.5 size-5 shrink-0 text-leaf-700" />
            {messages.checkout.cashOnDelivery}
          </p>
          <button
            ref={submitRef}
            type="submit"
            disabled={sending}
            className={`${buttonClassName({ size: 'lg' })} w-full`}
          >
            {sending ? messages.checkout.submitting : messages.checkout.submit}
          </button>
        </section>
      </form>
      {popup ? (
        <Suspense fallback={null}>
          <OrderPopup
            kind={popup.kind}
            title={popup.title}
            body={popup.body}
            onClose={closePopup}
            returnFocusRef={submitRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
