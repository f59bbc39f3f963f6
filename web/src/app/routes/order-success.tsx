import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { useBusinessInfo } from '@/features/content/api/get-business-info';
import { useSettings } from '@/features/settings/api/get-settings';
import { useHydrated } from '@/lib/use-hydrated';

// Only customers who have just ordered see this page: its code (and the date library) stays out of
// the landing page's script. The order form starts loading it while the order is being sent.
const OrderConfirmation = lazy(() =>
  import('@/features/orders/components/order-confirmation').then((module) => ({
    default: module.OrderConfirmation,
  })),
);

/** Product spec §2: the order confirmation at /order/success/{orderId}. */
export function OrderSuccessRoute() {
  const { orderId = '' } = useParams();
  const hydrated = useHydrated();
  const { data: settings } = useSettings();
  const { data: business } = useBusinessInfo();
  if (!hydrated) return <FullPageSpinner />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {/* Keyed by the id, so opening another order starts from a clean page (popup, focus). */}
      <OrderConfirmation
        key={orderId}
        orderId={orderId}
        contacts={{ phone: settings?.phone, whatsapp: business?.whatsapp }}
      />
    </Suspense>
  );
}
