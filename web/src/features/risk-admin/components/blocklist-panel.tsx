import { type BlockEntry, toBengaliDigits } from '@haat/contract';
import { useId } from 'react';
import { AdminList } from '@/components/admin/admin-list';
import { TrashIcon } from '@/components/ui/admin-icons';
import { buttonClassName } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { deletionOf } from '@/lib/confirm-delete';
import { formatDateShortTime } from '@/lib/dates';
import { useBlocklist, useUnblock } from '../api/blocklist';
import { riskMessages } from '../messages';
import { BlockForm } from './block-form';

const t = riskMessages.blocklist;

/** The owner's blocklist (decision 038): what it does, the way to add to it, and what is on it. */
export function BlocklistPanel() {
  const titleId = useId();
  return (
    <Panel title={t.title} titleId={titleId}>
      <div className="flex flex-col gap-5">
        <p className="text-stone-700">{t.intro}</p>
        <BlockForm />
        <Blocklist />
      </div>
    </Panel>
  );
}

function Blocklist() {
  const titleId = useId();
  const query = useBlocklist();
  const deletion = deletionOf<BlockEntry>(useUnblock(), {
    question: (entry) => t.confirmRemove(entry.value),
    deleted: () => t.removed,
  });
  const count = query.data?.length;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="font-semibold text-stone-900">
        {t.listTitle}
        {count ? <span className="font-normal text-stone-600"> ({toBengaliDigits(count)})</span> : null}
      </h3>
      <AdminList
        query={query}
        loading={t.loading}
        empty={
          <p className="rounded-xl border border-dashed border-stone-300 p-5 text-center text-stone-600">
            {t.empty}
          </p>
        }
      >
        {(entries) => (
          <ul className="flex flex-col divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
            {entries.map((entry) => (
              <li
                key={entry._id}
                data-block-id={entry._id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <EntrySummary entry={entry} />
                <button
                  type="button"
                  onClick={() => deletion.remove(entry)}
                  disabled={deletion.busy}
                  aria-label={t.removeFor(entry.value)}
                  className={`${buttonClassName({ variant: 'danger', size: 'sm' })} min-h-11 shrink-0 self-start sm:self-center`}
                >
                  <TrashIcon className="size-4" />
                  {deletion.isDeleting(entry) ? t.removing : t.remove}
                </button>
              </li>
            ))}
          </ul>
        )}
      </AdminList>
    </section>
  );
}

function EntrySummary({ entry }: { entry: BlockEntry }) {
  const when = formatDateShortTime(entry.createdAt);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {/* A number or an address is read left to right, digit by digit, in a fixed-width face. */}
        <span
          dir="ltr"
          data-testid="block-value"
          className="font-mono font-semibold break-all text-stone-900"
        >
          {entry.value}
        </span>
        <span
          data-kind={entry.kind}
          className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700 ring-1 ring-stone-200"
        >
          {t.kinds[entry.kind]}
        </span>
      </p>
      <p data-testid="block-reason" className="break-words text-stone-700">
        {entry.reason}
      </p>
      <p data-testid="block-added" className="text-sm text-stone-500">
        {entry.addedBy ? t.addedBy(entry.addedBy.name, when) : t.addedByUnknown(when)}
      </p>
    </div>
  );
}
