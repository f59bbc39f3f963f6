import { paths } from '@haat/contract';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { useOutbox } from '@/lib/api/admin/outbox';
import { formatCount } from '@/lib/numbers';
import { dashboardMessages as t } from '../messages';

/**
 * On the owner's dashboard when calls to other services are parked (decision 033): nothing else
 * would tell them that a purchase event or, later, a booking is waiting for them.
 */
export function ParkedJobsAlert() {
  const { data } = useOutbox('parked');
  const parked = data?.counts.parked ?? 0;
  if (parked === 0) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-amber-50 px-4 py-3 ring-1 ring-amber-300"
    >
      <p className="font-semibold text-amber-900">{t.parkedAlert(formatCount(parked))}</p>
      <Link
        to={paths.adminIntegrations}
        className={`${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11`}
      >
        {t.parkedAlertLink}
      </Link>
    </div>
  );
}
