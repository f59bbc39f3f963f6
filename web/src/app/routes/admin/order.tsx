import { useParams } from 'react-router';
import { OrderDetail } from '@/features/orders-admin/components/order-detail';

/** /admin/order/{id}. */
export default function OrderRoute() {
  const { id = '' } = useParams();
  // Keyed by id: moving from one order to another starts clean (select, pending delete).
  return <OrderDetail key={id} orderId={id} />;
}
