import type { SiteSettings } from '@haat/contract';
import { lazy, Suspense, useRef } from 'react';
import { ORDER_ANCHOR } from '@/components/ui/order-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { messages } from '@/lib/messages';
import { useHydrated } from '@/lib/use-hydrated';
import type { OrderCartActions, OrderCartLine } from '../cart-line';
import { useCheckoutEvent } from '../hooks/use-checkout-event';
import { shippingFees } from '../shipping';
import { OtherWayToOrder, type ShopContacts } from './shop-contact';
import { OrderWithoutTheApp } from './static-order-form';

// The form (with react-hook-form) is the heaviest part of the page and sits below the products, so
// it loads right after the page has come alive instead of delaying the first tap on Add to Cart.
const loadOrderForm = () => import('./order-form');
const OrderForm = lazy(() => loadOrderForm().then((module) => ({ default: module.OrderForm })));

type OrderSectionProps = {
  items: readonly OrderCartLine[];
  actions: OrderCartActions;
  /** The shop's settings (shipping fees); undefined while they load. */
  settings: SiteSettings | null | undefined;
  /** The hotline and WhatsApp, named under the form as another way to order. */
  contacts?: ShopContacts;
};

/**
 * The #order anchor every order button jumps to: the order form with the cart summary. Reports
 * `checkout` the first time it comes into view with something in the cart.
 */
export function OrderSection({ items, actions, settings, contacts = {} }: OrderSectionProps) {
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
        {/* Until the app's form is up (and for good without the app), a link to the server's form,
            which works as a plain form post: the form itself would not fit the page's first round
            trip (decisions 014, 069). */}
        {hydrated ? (
          <Suspense fallback={<OrderWithoutTheApp />}>
            <OrderForm items={items} actions={actions} draftDays={settings?.checkoutDraftDays} />
          </Suspense>
        ) : (
          <OrderWithoutTheApp />
        )}
        <OtherWayToOrder contacts={contacts} />
      </div>
    </section>
  );
}
