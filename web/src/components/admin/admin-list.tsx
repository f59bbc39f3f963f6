import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EditIcon, TrashIcon } from '@/components/ui/admin-icons';
import { buttonClassName } from '@/components/ui/button';
import { EmptyList } from '@/components/ui/empty-list';
import { adminMessages } from '@/lib/admin-messages';
import { type DeleteMutation, deletionOf } from '@/lib/confirm-delete';
import { QueryState } from './query-state';

type AdminListProps<TData> = {
  query: UseQueryResult<TData>;
  /** The spinner's words while the list comes. */
  loading: string;
  /** What shows before the first item (an `EmptyList` with the way to add one, or a sentence). */
  empty?: ReactNode;
  /** Whether there is nothing to show; by default, whether the list the query answers is empty. */
  isEmpty?: (data: TData) => boolean;
  /** A paged list keeps the page it shows while the next one fails to come. */
  keepDataOnError?: boolean;
  /** The items, and the pages where there are some. */
  children: (data: TData) => ReactNode;
};

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/** Every admin list: loading, a retry when the list cannot come, the empty state, then the items. */
export function AdminList<TData>({
  query,
  loading,
  empty,
  isEmpty = isEmptyArray,
  keepDataOnError,
  children,
}: AdminListProps<TData>) {
  return (
    <QueryState query={query} loading={loading} keepDataOnError={keepDataOnError}>
      {(data) => (empty !== undefined && isEmpty(data) ? empty : children(data))}
    </QueryState>
  );
}

type ItemActionsProps = {
  /** Edit on its own page (a link) or in a dialog (a button). */
  edit: { to: string } | { onClick: () => void };
  /** Names that say which item (a screen reader hears "Mango — edit", not a list of "edit"). */
  editLabel: string;
  deleteLabel: string;
  /** Absent when this item cannot be deleted; `note` says why instead. */
  onDelete?: () => void;
  note?: ReactNode;
  /** This item is being deleted. */
  deleting: boolean;
  /** A delete is under way (one at a time). */
  busy: boolean;
  className?: string;
};

/** Edit and delete for one item of an admin list, thumb-sized on a phone. */
export function ItemActions({
  edit,
  editLabel,
  deleteLabel,
  onDelete,
  note,
  deleting,
  busy,
  className = '',
}: ItemActionsProps) {
  // Small buttons, but 44 px tall: a thumb's target on a phone.
  const editClassName = `${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11`;
  const editContent = (
    <>
      <EditIcon className="size-4" />
      {adminMessages.edit}
    </>
  );
  return (
    <div className={`flex flex-wrap items-center justify-end gap-2 ${className}`}>
      {'to' in edit ? (
        <Link to={edit.to} aria-label={editLabel} className={editClassName}>
          {editContent}
        </Link>
      ) : (
        <button type="button" onClick={edit.onClick} aria-label={editLabel} className={editClassName}>
          {editContent}
        </button>
      )}
      {onDelete ? (
        <button
          type="button"
          onClick={onDelete}
          disabled={busy}
          aria-label={deleteLabel}
          className={`${buttonClassName({ variant: 'danger', size: 'sm' })} min-h-11`}
        >
          <TrashIcon className="size-4" />
          {deleting ? adminMessages.deleting : adminMessages.delete}
        </button>
      ) : (
        note
      )}
    </div>
  );
}

/** The words a content list needs, as each feature's messages name them. */
type ContentListWords = {
  loading: string;
  empty: string;
  add: string;
  deleted: string;
  editFor: (name: string) => string;
  deleteFor: (name: string) => string;
  confirmDelete: (name: string) => string;
};

const layouts = {
  // One card a row, numbered in their order (the FAQ accordion's).
  rows: {
    list: 'flex flex-col gap-3',
    card: 'flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 md:flex-row md:items-start',
    actions: 'shrink-0',
  },
  // A grid of cards, as the storefront shows them.
  grid: {
    list: 'grid gap-3 sm:grid-cols-2 xl:grid-cols-3',
    card: 'flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200',
    actions: 'mt-auto',
  },
};

/** One kind of content (FAQs, features): what its list is called, shows and links to. */
export type ContentKind<TItem> = {
  /** Names the cards' data attribute (`data-faq-id`), which tests and scripts find them by. */
  kind: string;
  layout: keyof typeof layouts;
  words: ContentListWords;
  /** What the item is called in labels and the delete question. */
  name: (item: TItem) => string;
  links: { add: string; edit: (id: string) => string };
};

type ContentListProps<TItem extends { _id: string }> = {
  of: ContentKind<TItem>;
  query: UseQueryResult<TItem[]>;
  remove: DeleteMutation;
  /** One card's content; edit and delete are added after it. */
  children: (item: TItem, index: number) => ReactNode;
};

/**
 * A list of content cards (features, FAQs): loading, retry, the empty state with the way to add one,
 * then each card with edit and delete (after the browser's confirmation).
 */
export function ContentList<TItem extends { _id: string }>({
  of: { kind, layout, words, name, links },
  query,
  remove,
  children,
}: ContentListProps<TItem>) {
  const deletion = deletionOf<TItem>(remove, {
    question: (item) => words.confirmDelete(name(item)),
    deleted: () => words.deleted,
  });
  const { list, card, actions } = layouts[layout];
  const List = layout === 'rows' ? 'ol' : 'ul';
  return (
    <AdminList
      query={query}
      loading={words.loading}
      empty={<EmptyList message={words.empty} addLabel={words.add} addTo={links.add} />}
    >
      {(items) => (
        <List className={list}>
          {items.map((item, index) => (
            <li key={item._id} {...{ [`data-${kind}-id`]: item._id }} className={card}>
              {children(item, index)}
              <ItemActions
                className={actions}
                edit={{ to: links.edit(item._id) }}
                editLabel={words.editFor(name(item))}
                deleteLabel={words.deleteFor(name(item))}
                onDelete={() => deletion.remove(item)}
                deleting={deletion.isDeleting(item)}
                busy={deletion.busy}
              />
            </li>
          ))}
        </List>
      )}
    </AdminList>
  );
}
