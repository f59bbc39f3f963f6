import { paths } from '@haat/contract';
import { AddLinks, AdminPage } from '@/components/admin/admin-page';
import { OrdersList } from '@/features/orders-admin/components/orders-list';
import { editorMessages, ordersMessages } from '@/features/orders-admin/messages';

/** /admin/orders (and /admin/order/all-orders, which redirects here). */
export default function OrdersRoute() {
  return (
    <AdminPage
      title={ordersMessages.title}
      actions={<AddLinks to={paths.adminNewOrder} label={editorMessages.newTitle} />}
    >
      <OrdersList />
    </AdminPage>
  );
}
