import type { SiteSettings } from '@haat/contract';
import { lazy, Suspense, useRef } from 'react';
import { ORDER_ANCHOR } from '@/components/ui/order-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { messages } from '@/lib/messages';
import { useHydrated } from '@/lib/use-hydrated';
import type { OrderCartActions, OrderCartLine } from '../cart-line';
import { useCheckoutEvent } from '../hooks/use-checkout-event';
import { shippingFees } from '../shipping';

// The form (with react-hook-form) is the heaviest part of the page and sits below the products, so
// it loads right after the page has come alive instead of delaying the first tap on Add to Cart.
const loadOrderForm = () => import('./order-form');
const OrderForm = lazy(() => loadOrderForm().then((module) => ({ default: module.OrderForm })));

/** Roughly the form's own size, so the page does not jump when it arrives. */
function OrderFormPlaceholder() {
  return (
    <div aria-hidden="true" className="grid w-full items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <Skeleton className="h-[38rem] rounded-3xl" />
      <Skeleton className="h-[30rem] rounded-3xl" />
    </div>
  );
}

type OrderSectionProps = {
  items: readonly OrderCartLine[];
  actions: OrderCartActions;
  /** The shop's settings (shipping fees); undefined while they load. */
  settings: SiteSettings | null | undefined;
};

/**
 * The #order anchor every order button jumps to: the order form with the cart summary. Reports
 * `checkout` the first time it comes into view with something in the cart.
 */
export function OrderSection({ items, actions, settings }: OrderSectionProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  // Reported before a district is chosen: the inside-Dhaka fee stands for the delivery, as it did.
  useCheckoutEvent(sectionRef, items, shippingFees(settings).insideDhaka);

  return (
    <section
      ref={sectionRef}
      id={ORDER_ANCHOR}
      aria-labelledby="order-heading"
      className="render-when-near scroll-mt-20 bg-linear-to-b from-cream to-mango-100/40 py-12"
    >
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-8 px-4">
        <SectionHeading id="order-heading">{messages.order.heading}</SectionHeading>
        {hydrated ? (
          <Suspense fallback={<OrderFormPlaceholder />}>
            <OrderForm items={items} actions={actions} draftDays={settings?.checkoutDraftDays} />
          </Suspense>
        ) : (
          <OrderFormPlaceholder />
        )}
      </div>
    </section>
  );
}
