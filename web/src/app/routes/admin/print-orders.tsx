import { OrdersPrint } from '@/features/orders-admin/components/orders-print';
import { useSearchParams } from '@/lib/router';

/** /admin/orders/print?ids=a,b,c: the orders picked on the list, as one printable document. */
export default function PrintOrdersRoute() {
  const [params] = useSearchParams();
  return <OrdersPrint ids={(params.get('ids') ?? '').split(',').filter((id) => id !== '')} />;
}
