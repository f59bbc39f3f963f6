import { ORDER_FORM_PATH, type SiteSettings } from '@haat/contract';
import { type RefObject, useContext, useEffect, useRef, useState } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { ORDER_ANCHOR } from '@/components/ui/order-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { messages } from '@/lib/messages';
import { useHydrated } from '@/lib/use-hydrated';
import type { OrderCartActions, OrderCartLine } from '../cart-line';
import { useCheckoutEvent } from '../hooks/use-checkout-event';
import { journeyMessages } from '../journey-messages';
import { formWasTouched, SERVER_FORM_ATTRIBUTE, ServerFormMarkup } from '../server-form';
import { shippingFees } from '../shipping';
import { OtherWayToOrder, type ShopContacts } from './shop-contact';

// The form (with react-hook-form) is the heaviest part of the page and sits below the products, so
// it loads right after the page has come alive instead of delaying the first tap on Add to Cart.
const loadOrderForm = () => import('./order-form');
type AppOrderForm = Awaited<ReturnType<typeof loadOrderForm>>['OrderForm'];

/**
 * The app's order form once its code has arrived, unless the visitor has already begun on the
 * server's form in its place (decision 070): that form keeps working, as a plain post. `failed`
 * when the code never came.
 */
function useAppOrderForm(serverForm: RefObject<HTMLDivElement | null>) {
  const [state, setState] = useState<{ OrderForm?: AppOrderForm; failed?: true }>({});
  useEffect(() => {
    let mounted = true;
    loadOrderForm().then(
      ({ OrderForm }) => {
        if (!mounted) return;
        if (serverForm.current && formWasTouched(serverForm.current)) return;
        setState({ OrderForm });
      },
      () => mounted && setState({ failed: true }),
    );
    return () => {
      mounted = false;
    };
  }, [serverForm]);
  return state;
}

/**
 * The server's form, as the server drew it into the page: its markup, kept by the browser and never
 * hydrated (decision 070). In the browser it is read once from the page, so that React finds the
 * very markup it is given and neither warns nor writes it again.
 */
function ServerForm({ ref }: { ref: RefObject<HTMLDivElement | null> }) {
  const fromServer = useContext(ServerFormMarkup);
  const [markup] = useState(
    () =>
      fromServer ??
      (typeof document === 'undefined'
        ? ''
        : (document.querySelector(`[${SERVER_FORM_ATTRIBUTE}]`)?.innerHTML ?? '')),
  );
  return (
    <div
      ref={ref}
      {...{ [SERVER_FORM_ATTRIBUTE]: '' }}
      className="w-full max-w-2xl"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own render of its form (entry-server.tsx), or that very markup read back from the page
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

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
  const serverForm = useRef<HTMLDivElement>(null);
  const { OrderForm, failed } = useAppOrderForm(serverForm);
  // The server's form stands in on a page the server drew (its first render is a hydration). A page
  // the app draws itself waits the moment its form takes to load (usually fetched already), and
  // links the server's page of the form if that code never comes.
  const hydrated = useHydrated();
  const [drawnByServer] = useState(!hydrated);
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
        {/* Until the app's form is up, and for good without the app, the server's form, which works
            as a plain form post (decisions 069, 070). */}
        {OrderForm ? (
          <OrderForm items={items} actions={actions} draftDays={settings?.checkoutDraftDays} />
        ) : drawnByServer ? (
          <ServerForm ref={serverForm} />
        ) : failed ? (
          <a href={ORDER_FORM_PATH} className={buttonClassName({ size: 'lg' })}>
            {journeyMessages.openForm}
          </a>
        ) : null}
        <OtherWayToOrder contacts={contacts} />
      </div>
    </section>
  );
}
