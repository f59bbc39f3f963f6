import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminPage } from './admin-page';
import { QueryState } from './query-state';

type EditRouteProps<T> = {
  title: string;
  back: { to: string; label: string };
  /** The item's query, made from the route's id. */
  query: UseQueryResult<T>;
  /** Words for loading, and for an item that is not there (deleted, or a bad id). */
  loading: string;
  notFound: string;
  /** Under the heading once the item is there (the product's name). */
  description?: (item: T | undefined) => ReactNode;
  /** The form, keyed by the item's id: moving from one item to another starts a clean form. */
  children: (item: T) => ReactNode;
};

/** /admin/<item>/edit/{id}: heading and way back at once, then the form, "not found" or a retry. */
export function EditRoute<T>({
  title,
  back,
  query,
  loading,
  notFound,
  description,
  children,
}: EditRouteProps<T>) {
  return (
    <AdminPage title={title} back={back} description={description?.(query.data)}>
      <QueryState query={query} loading={loading} notFound={notFound}>
        {children}
      </QueryState>
    </AdminPage>
  );
}
