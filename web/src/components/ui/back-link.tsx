import { Link } from 'react-router';
import { ArrowLeftIcon } from './admin-icons';

type BackLinkProps = { to: string; label: string };

/** "Back to the list" above a back-office form. */
export function BackLink({ to, label }: BackLinkProps) {
  return (
    <Link
      to={to}
      className="mb-3 inline-flex min-h-11 items-center gap-1.5 rounded-lg pr-2 font-semibold text-leaf-800 hover:underline"
    >
      <ArrowLeftIcon className="size-5" />
      {label}
    </Link>
  );
}
