import { useSearchParams } from 'react-router';
import { OrdersPrint } from '@/features/orders-admin/components/orders-print';

/** /admin/orders/print?ids=a,b,c: the orders picked on the list, as one printable document. */
export default function PrintOrdersRoute() {
  const [params] = useSearchParams();
  return <OrdersPrint ids={(params.get('ids') ?? '').split(',').filter((id) => id !== '')} />;
}
