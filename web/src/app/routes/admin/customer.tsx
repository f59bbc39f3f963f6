import { useParams } from 'react-router';
import { CustomerPage } from '@/features/customers-admin/components/customer-page';

/** /admin/customer/{phone}. */
export default function CustomerRoute() {
  const { phone = '' } = useParams();
  return <CustomerPage key={phone} phone={phone} />;
}
