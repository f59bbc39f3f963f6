import { CustomerPage } from '@/features/customers-admin/components/customer-page';
import { useParams } from '@/lib/router';

/** /admin/customer/{phone}. */
export default function CustomerRoute() {
  const { phone = '' } = useParams();
  return <CustomerPage key={phone} phone={phone} />;
}
