import { CHECKOUT_DRAFT_STATES, type CheckoutDraft } from '@haat/contract';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminList } from '@/components/admin/admin-list';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/admin-icons';
import { deletionOf } from '@/lib/confirm-delete';
import { formatCount } from '@/lib/numbers';
import { pageCount } from '@/lib/pagination';
import { type DraftPage, useDismissDraft, useDrafts } from '../api/checkout-drafts';
import { DRAFTS_PER_PAGE, type DraftListParams, draftListSearch, parseDraftListParams } from '../draft-view';
import { draftsMessages as t } from '../messages';
import { ConvertDialog } from './convert-dialog';
import { DraftCard } from './draft-card';

/**
 * /admin/checkout-drafts: the open drafts to call back (or, to look back, those the visitor ordered
 * themselves, those staff made into orders, and those dismissed), as cards, a page at a time. The
 * state and page live in the address bar, so a reload or the back button keeps them.
 */
export function CheckoutDraftsList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseDraftListParams(searchParams), [searchParams]);
  const query = useDrafts({ ...params, limit: DRAFTS_PER_PAGE });
  const { data, isPlaceholderData } = query;
  const [converting, setConverting] = useState<CheckoutDraft | null>(null);
  const deletion = deletionOf<CheckoutDraft>(useDismissDraft(), {
    question: (draft) => t.confirmDismiss(draft.name || draft.phone),
    deleted: () => t.dismissed,
  });

  // A page past the end (its last drafts were ordered or dismissed): go to the last page.
  const total = data?.meta.total;
  useEffect(() => {
    if (total === undefined || isPlaceholderData) return;
    const last = pageCount(total, DRAFTS_PER_PAGE);
    if (params.page > last) setSearchParams(draftListSearch({ ...params, page: last }), { replace: true });
  }, [total, isPlaceholderData, params, setSearchParams]);

  return (
    <div className="flex flex-col gap-4">
      <StateTabs current={params} />
      <AdminList<DraftPage>
        query={query}
        loading={t.loading}
        keepDataOnError
        isEmpty={(page) => page.drafts.length === 0}
        empty={
          <p className="rounded-2xl bg-white p-8 text-center text-stone-600 shadow-sm ring-1 ring-stone-200">
            {t.empty[params.state]}
          </p>
        }
      >
        {(page) => (
          <>
            <ul
              aria-label={t.states[params.state]}
              aria-busy={query.isFetching && isPlaceholderData}
              className="grid gap-3 lg:grid-cols-2"
            >
              {page.drafts.map((draft) => (
                <DraftCard
                  key={draft._id}
                  draft={draft}
                  onConvert={() => setConverting(draft)}
                  onDismiss={() => deletion.remove(draft)}
                  dismissing={deletion.isDeleting(draft)}
                  busy={deletion.busy}
                />
              ))}
            </ul>
            <Pager params={params} total={page.meta.total} />
          </>
        )}
      </AdminList>
      {converting ? (
        <ConvertDialog
          draft={converting}
          who={converting.name || converting.phone}
          onClose={() => setConverting(null)}
        />
      ) : null}
    </div>
  );
}

/** Open first (the work), then the three ways a draft closes; links, so the address bar holds the choice. */
function StateTabs({ current }: { current: DraftListParams }) {
  return (
    <nav aria-label={t.stateLabel}>
      <ul className="flex flex-wrap gap-2">
        {CHECKOUT_DRAFT_STATES.map((state) => {
          const active = current.state === state;
          return (
            <li key={state}>
              <Link
                to={{ search: draftListSearch({ state, page: 1 }) }}
                aria-current={active ? 'page' : undefined}
                data-state-tab={state}
                className={`flex min-h-11 items-center rounded-full px-4 text-sm font-semibold transition-colors ${
                  active
                    ? 'bg-stone-800 text-white'
                    : 'bg-white text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50'
                }`}
              >
                {t.states[state]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const stepClass =
  'flex min-h-11 items-center gap-1 rounded-xl bg-white px-3 font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50';
const disabledStepClass =
  'flex min-h-11 items-center gap-1 rounded-xl bg-stone-50 px-3 font-semibold text-stone-400 ring-1 ring-stone-200';

/** Previous and next (server-side paging), with where the list stands; nothing when one page holds all. */
function Pager({ params, total }: { params: DraftListParams; total: number }) {
  const pages = pageCount(total, DRAFTS_PER_PAGE);
  if (pages <= 1) return null;
  const current = Math.min(params.page, pages);
  const step = (page: number, rel: 'prev' | 'next', enabled: boolean) => {
    const content =
      rel === 'prev' ? (
        <>
          <ChevronLeftIcon className="size-4" />
          {t.previous}
        </>
      ) : (
        <>
          {t.next}
          <ChevronRightIcon className="size-4" />
        </>
      );
    return enabled ? (
      <Link to={{ search: draftListSearch({ ...params, page }) }} rel={rel} className={stepClass}>
        {content}
      </Link>
    ) : (
      <span aria-disabled="true" className={disabledStepClass}>
        {content}
      </span>
    );
  };
  return (
    <nav aria-label={t.pagination} className="flex items-center justify-between gap-2">
      {step(current - 1, 'prev', current > 1)}
      <p className="text-sm text-stone-600" aria-live="polite">
        {t.pageOf(formatCount(current), formatCount(pages))}
      </p>
      {step(current + 1, 'next', current < pages)}
    </nav>
  );
}
