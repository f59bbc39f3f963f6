import { PageHeader } from '@/components/ui/page-header';
import { OrdersList } from '@/features/orders-admin/components/orders-list';
import { adminMessages } from '@/lib/admin-messages';

/** /admin/orders (and /admin/order/all-orders, which redirects here). */
export default function OrdersRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(adminMessages.orders.title)}</title>
      <PageHeader title={adminMessages.orders.title} />
      <OrdersList />
    </>
  );
}
