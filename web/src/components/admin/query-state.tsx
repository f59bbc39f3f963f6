import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { ContentSpinner } from '@/components/ui/content-spinner';
import { LoadError } from '@/components/ui/load-error';
import { NotFoundNote } from '@/components/ui/not-found-note';
import { Panel } from '@/components/ui/panel';
import { isMissing } from '@/lib/api-client';

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** The spinner's words while the data comes. */
  loading: string;
  /** Set for one item (an edit page): a 404 or a bad id says this instead of offering a retry. */
  notFound?: string;
  /** The data already shown stays when a later fetch fails (a paged list between pages). */
  keepDataOnError?: boolean;
  children: (data: T) => ReactNode;
};

/** What every admin screen shows while its data comes or when it cannot: one place for all of them. */
export function QueryState<T>({
  query,
  loading,
  notFound,
  keepDataOnError = false,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <ContentSpinner label={loading} />;
  if (query.isError && !(keepDataOnError && query.data !== undefined)) {
    if (notFound && isMissing(query.error)) return <NotFoundNote message={notFound} />;
    return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data as T)}</>;
}

type QueryPanelProps<T> = Omit<QueryStateProps<T>, 'children'> & {
  title: string;
  /** The panel's content; `titleId` names the form inside after the panel's heading. */
  children: (data: T, titleId: string) => ReactNode;
};

/** A titled panel whose content waits for its data (one of two forms on a page). */
export function QueryPanel<T>({ title, children, ...state }: QueryPanelProps<T>) {
  const titleId = useId();
  return (
    <Panel title={title} titleId={titleId}>
      <QueryState {...state}>{(data) => children(data, titleId)}</QueryState>
    </Panel>
  );
}
