import { paths } from '@haat/contract';
import { AdminPage } from '@/components/admin/admin-page';
import { NewOrder } from '@/features/orders-admin/components/order-new';
import { editorMessages, ordersMessages } from '@/features/orders-admin/messages';

/** /admin/orders/new: an order taken on Messenger or the phone. */
export default function NewOrderRoute() {
  return (
    <AdminPage
      title={editorMessages.newTitle}
      description={editorMessages.newHint}
      back={{ to: paths.adminOrders, label: ordersMessages.title }}
    >
      <NewOrder />
    </AdminPage>
  );
}
