import { OrdersPrint } from '@/features/orders-admin/components/orders-print';
import { useParams } from '@/lib/router';

/** /admin/order/print/{id}: one order's invoice (or parcel label), for the parcel. */
export default function PrintOrderRoute() {
  const { id = '' } = useParams();
  return <OrdersPrint key={id} ids={[id]} />;
}
