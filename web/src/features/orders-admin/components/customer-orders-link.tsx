import { paths } from '@haat/contract';
import { Link } from 'react-router';
import { orderMessages } from '../messages';

type CustomerOrdersLinkProps = {
  phone: string;
  /** What the link says where it is; every one leads to the same page. */
  label?: string;
  className?: string;
};

/**
 * The customer's page (every order of the phone, how they ended, decision 029): from the customer's card,
 * and from the risk card, where it is what staff check a score against.
 */
export function CustomerOrdersLink({
  phone,
  label = orderMessages.customerOrders,
  className = '',
}: CustomerOrdersLinkProps) {
  return (
    <Link
      to={paths.adminCustomer(phone)}
      className={`inline-flex min-h-11 items-center font-semibold text-leaf-800 underline decoration-leaf-300 underline-offset-4 ${className}`}
    >
      {label}
    </Link>
  );
}
