import { type Order, paths } from '@haat/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { ColumnHeads } from '@/components/ui/column-heads';
import { CheckCircleIcon, PrintIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { ThumbnailTitle } from '@/components/ui/thumbnail-title';
import { trackPurchaseOnce } from '@/lib/analytics';
import { formatDate } from '@/lib/dates';
import { messages } from '@/lib/messages';
import { formatTaka } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { effectivePrice, formatInvoiceNumber, orderTotals } from '@/lib/pricing';
import { isMissingOrder, useOrder } from '../api/get-order';
import { journeyMessages } from '../journey-messages';
import { cameFromCheckout } from '../order-placed';
import { ShopContactButtons, type ShopContacts } from './shop-contact';

const OrderPopup = lazy(() => import('./order-popup'));
// Only orders the shop asked to confirm by SMS show it (decision 040): its own chunk.
const PhoneCodeCard = lazy(() => import('./phone-code-card'));

const card =
  'rounded-3xl border border-leaf-100 bg-white p-5 shadow-sm sm:p-6 print:rounded-none print:border-0 print:p-0 print:shadow-none';
const t = messages.orderSuccess;

/**
 * Product spec §2, order success page: the order as the server stored it, the "Order Placed!"
 * popup when the customer has just placed it, and `purchase` pushed once per order. An order
 * waiting for its phone code (decision 040) shows the code screen first, and the popup once the code
 * is right.
 */
export function OrderConfirmation({ orderId, contacts = {} }: { orderId: string; contacts?: ShopContacts }) {
  const { data: order, isPending, isError, error, refetch } = useOrder(orderId);
  const location = useLocation();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [showPlaced, setShowPlaced] = useState(false);

  useEffect(() => {
    // The customer arrives from the order form, far down the landing page: start at the top.
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, []);

  useEffect(() => {
    if (!cameFromCheckout(location.state)) return;
    setShowPlaced(true);
    // Said once: a reload, or going back and forth, does not show it again.
    navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  useEffect(() => {
    if (order) trackPurchaseOnce(order);
  }, [order]);

  if (isPending) {
    return (
      <div
        role="status"
        className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-leaf-800"
      >
        <Spinner className="size-10" />
        <span className="text-lg">{messages.common.loading}</span>
      </div>
    );
  }

  if (isError) {
    if (isMissingOrder(error)) {
      return (
        <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
          <h1 className="text-2xl font-semibold text-leaf-900">{t.notFoundTitle}</h1>
          <p className="text-stone-700">{t.notFoundBody}</p>
          <Link to={paths.home} className={buttonClassName()}>
            {t.goHome}
          </Link>
        </section>
      );
    }
    return (
      <div className="px-4 py-16">
        <LoadError onRetry={() => void refetch()} />
      </div>
    );
  }

  const waitingForCode = order.phoneCheck === 'waiting';

  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-5 px-4 py-8 sm:py-12 print:max-w-none print:gap-6 print:py-0">
      {waitingForCode ? (
        <Suspense fallback={<CodeCardPlaceholder />}>
          <PhoneCodeCard order={order} onConfirmed={() => setShowPlaced(true)} />
        </Suspense>
      ) : null}
      <header className={`${card} flex flex-col items-center gap-3 text-center`}>
        <CheckCircleIcon className="size-14 text-leaf-600 print:hidden" />
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl leading-snug font-semibold text-leaf-900 outline-none sm:text-3xl"
        >
          {t.thankYou}
        </h1>
        <p className="max-w-xl text-stone-700">{t.cashOnDelivery}</p>
      </header>

      <OrderFacts order={order} />
      {/* The next step after ordering: a call or a chat that names the order (decision 069). */}
      <section aria-label={journeyMessages.contactHeading} className="print:hidden">
        <ShopContactButtons
          contacts={contacts}
          message={journeyMessages.whatsAppAboutOrder(formatInvoiceNumber(order.invoiceNumber))}
        />
      </section>
      <OrderItems order={order} />
      <BillingAddress order={order} />

      <div className="flex flex-wrap justify-center gap-3 print:hidden">
        <Link to={paths.home} className={buttonClassName()}>
          {t.goHome}
        </Link>
        <button
          type="button"
          onClick={() => window.print()}
          className={buttonClassName({ variant: 'outline' })}
        >
          <PrintIcon className="size-5" />
          {t.print}
        </button>
      </div>

      {/* While the code is awaited the order is not placed as far as the customer knows: the popup waits. */}
      {showPlaced && !waitingForCode ? (
        <Suspense fallback={null}>
          <OrderPopup
            kind="success"
            title={messages.orderPopup.placedTitle}
            body={messages.orderPopup.placedBody}
            onClose={() => setShowPlaced(false)}
            returnFocusRef={headingRef}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** Holds the code screen's place while its code arrives, so the page does not jump under the customer. */
function CodeCardPlaceholder() {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] items-center justify-center rounded-3xl border-2 border-mango-400 bg-white"
    >
      <Spinner className="size-8" />
      <span className="sr-only">{messages.common.loading}</span>
    </div>
  );
}

function OrderFacts({ order }: { order: Order }) {
  const facts = [
    { label: t.orderNumber, value: formatInvoiceNumber(order.invoiceNumber), testId: 'order-number' },
    { label: t.date, value: formatDate(order.createdAt), testId: 'order-date' },
    { label: t.paymentTotal, value: formatTaka(order.total), testId: 'order-total' },
    { label: t.paymentMethod, value: t.cashOnDeliveryShort, testId: 'order-payment' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map((fact) => (
        <div
          key={fact.label}
          className="rounded-2xl border border-dashed border-leaf-200 bg-leaf-50/60 px-4 py-3 print:border-stone-300 print:bg-transparent"
        >
          <dt className="text-sm text-stone-600">{fact.label}</dt>
          <dd className="font-semibold text-leaf-900" data-testid={fact.testId}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

// Under 640 px each row becomes a small card: the product on top, then label / value pairs (the
// labels come from data-label, since the header row is only there for screen readers).
const numberHead = 'px-3 py-2 font-semibold whitespace-nowrap';
const cell =
  'px-3 py-3 align-middle max-sm:flex max-sm:justify-between max-sm:px-0 max-sm:py-1 max-sm:before:text-stone-600 max-sm:before:content-[attr(data-label)]';

function OrderItems({ order }: { order: Order }) {
  const lines = order.products.map((line) => ({
    ...line.product,
    quantity: line.quantity,
    lineId: line._id,
  }));
  const { subtotal } = orderTotals(lines, order.shipping);
  return (
    <section aria-labelledby="order-items-heading" className={card}>
      <h2 id="order-items-heading" className="mb-4 text-xl font-semibold text-leaf-900">
        {t.itemsHeading}
      </h2>
      <table className="w-full border-collapse text-left">
        <thead className="max-sm:sr-only">
          <tr className="border-b border-leaf-100 text-sm text-stone-600">
            <ColumnHeads
              columns={[
                { label: t.serial, className: 'px-3 py-2 font-semibold' },
                { label: t.product, className: 'px-3 py-2 font-semibold' },
                { label: t.quantity, className: `${numberHead} text-center` },
                { label: t.price, className: `${numberHead} text-right` },
                { label: t.discountPrice, className: `${numberHead} text-right` },
                { label: t.lineTotal, className: `${numberHead} text-right` },
              ]}
            />
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const unit = effectivePrice(line);
            return (
              <tr
                key={line.lineId}
                className="border-b border-leaf-100 max-sm:block max-sm:py-3"
                data-testid="order-item"
              >
                <td className={`${cell} max-sm:hidden`} data-label={t.serial}>
                  {formatCount(index + 1)}
                </td>
                <td className="px-3 py-3 max-sm:block max-sm:px-0 max-sm:pt-0 max-sm:pb-2">
                  <ThumbnailTitle
                    kind="product"
                    file={line.img}
                    title={line.title}
                    size={56}
                    imageClassName="bg-cream-dark object-cover print:size-10"
                    titleClassName="font-semibold text-leaf-900"
                  />
                </td>
                <td className={`${cell} sm:text-center`} data-label={t.quantity}>
                  {formatCount(line.quantity)}
                </td>
                <td className={`${cell} sm:text-right`} data-label={t.price}>
                  {line.discountPrice > 0 ? (
                    <del className="text-stone-500">{formatTaka(line.price)}</del>
                  ) : (
                    formatTaka(line.price)
                  )}
                </td>
                <td className={`${cell} sm:text-right`} data-label={t.discountPrice}>
                  {formatTaka(unit)}
                </td>
                <td className={`${cell} font-semibold text-leaf-900 sm:text-right`} data-label={t.lineTotal}>
                  {formatTaka(unit * line.quantity)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="mt-4 ml-auto flex max-w-xs flex-col gap-2" data-testid="order-summary">
        <div className="flex justify-between gap-4 text-stone-700">
          <dt>{t.subTotal}</dt>
          <dd data-testid="order-subtotal">{formatTaka(subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-stone-700">
          <dt>{t.shippingCharge}</dt>
          <dd data-testid="order-shipping">{formatTaka(order.shipping)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-leaf-200 pt-2 text-lg font-semibold text-leaf-900">
          <dt>{t.total}</dt>
          <dd data-testid="order-grand-total">{formatTaka(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

function BillingAddress({ order }: { order: Order }) {
  const rows = [
    { label: t.name, value: order.name },
    { label: t.phone, value: order.phone },
    { label: t.city, value: order.city },
    { label: t.address, value: order.address },
  ];
  return (
    <section aria-labelledby="billing-heading" className={card}>
      <h2 id="billing-heading" className="mb-3 text-xl font-semibold text-leaf-900">
        {t.billingAddress}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]" data-testid="billing-address">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-sm text-stone-600 sm:text-base">{row.label}</dt>
            <dd className="font-medium whitespace-pre-line text-stone-900 max-sm:mb-2">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
