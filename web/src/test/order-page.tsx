import { type Order, routes } from '@haat/contract';
import { OrderDetail } from '@/features/orders-admin/components/order-detail';
import { AdminSession, signIn } from './admin';
import { api, http, ok, server } from './network';
import { renderApp } from './render';

/**
 * An order's page in the back office, signed in as order staff: the server answers the order, an empty
 * timeline and no courier ready. A test adds the answers its own calls need.
 */
export function openOrderPage(order: Order) {
  signIn();
  server.use(
    http.get(api(routes.orders.single.path), () => ok(order)),
    http.get(api(routes.orderTimeline.list.path), () => ok([])),
    http.get(api(routes.courierBooking.readiness.path), () => ok([])),
  );
  return renderApp(
    <AdminSession>
      <OrderDetail orderId={order._id} />
    </AdminSession>,
    { path: `/admin/order/${order._id}` },
  );
}
