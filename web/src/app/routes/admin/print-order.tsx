import { useParams } from 'react-router';
import { OrdersPrint } from '@/features/orders-admin/components/orders-print';

/** /admin/order/print/{id}: one order's invoice (or parcel label), for the parcel. */
export default function PrintOrderRoute() {
  const { id = '' } = useParams();
  return <OrdersPrint key={id} ids={[id]} />;
}
