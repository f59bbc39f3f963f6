import { type OutboxJob, paths } from '@haat/contract';
import { Link } from 'react-router';
import { QueryPanel } from '@/components/admin/query-state';
import { buttonClassName } from '@/components/ui/button';
import { useOutbox, useRetryJob } from '@/lib/api/admin/outbox';
import { ApiError } from '@/lib/api-client';
import { formatDateShortTime } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { formatCount } from '@/lib/numbers';
import { integrationsMessages } from '../messages';

const t = integrationsMessages.outbox;

/**
 * The outbox as the owner sees it (decision 033): how many calls wait, are parked or went out, and
 * each parked one with its last error and a button to try again.
 */
export function OutboxPanel() {
  return (
    <QueryPanel title={t.title} query={useOutbox('parked')} loading={t.loading}>
      {({ jobs, counts }) => (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-600">{t.intro}</p>
          <p className="font-semibold text-stone-800" data-testid="outbox-counts">
            {t.counts(
              formatCount(counts.waiting + counts.running),
              formatCount(counts.parked),
              formatCount(counts.done),
            )}
          </p>
          {jobs.length === 0 ? (
            <p className="rounded-xl bg-leaf-50 px-4 py-3 text-leaf-900">{t.empty}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
              {jobs.map((job) => (
                <ParkedJob key={job._id} job={job} />
              ))}
            </ul>
          )}
        </div>
      )}
    </QueryPanel>
  );
}

function ParkedJob({ job }: { job: OutboxJob }) {
  const retry = useRetryJob();
  const again = () =>
    retry.mutate(job._id, {
      onSuccess: () => notify.success(t.retried),
      onError: (error) => notify.error(error instanceof ApiError ? error.message : String(error)),
    });
  return (
    <li className="flex flex-col gap-2 px-4 py-3" data-job-id={job._id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold text-stone-900">{t.kinds[job.kind] ?? job.kind}</p>
        <p className="text-sm text-stone-500">
          {t.lastTried}: {formatDateShortTime(job.updatedAt)} · {t.attempts(formatCount(job.attempts))}
        </p>
      </div>
      {job.lastError ? <p className="break-words text-sm text-red-800">{job.lastError}</p> : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={again}
          disabled={retry.isPending}
          className={`${buttonClassName({ variant: 'primary', size: 'sm' })} min-h-11`}
        >
          {t.retry}
        </button>
        {job.orderId ? (
          <Link
            to={paths.adminOrder(job.orderId)}
            className={`${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11`}
          >
            {t.order}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
