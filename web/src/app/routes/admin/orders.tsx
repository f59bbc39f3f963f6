import { PageHeader } from '@/components/ui/page-header';
import { OrdersList } from '@/features/orders-admin/components/orders-list';
import { ordersMessages } from '@/features/orders-admin/messages';
import { adminMessages } from '@/lib/admin-messages';

/** /admin/orders (and /admin/order/all-orders, which redirects here). */
export default function OrdersRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(ordersMessages.title)}</title>
      <PageHeader title={ordersMessages.title} />
      <OrdersList />
    </>
  );
}
