import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormShell } from '@/components/admin/form-footer';
import { QueryPanel } from '@/components/admin/query-state';
import { type FormSchema, useSingletonForm } from '@/lib/use-admin-form';

type SingletonForm<TSchema extends FormSchema, TSaved extends { _id: string }> = ReturnType<
  typeof useSingletonForm<TSchema, TSaved>
>;

type SingletonFormPanelProps<TSchema extends FormSchema, TSaved extends { _id: string }> = Omit<
  Parameters<typeof useSingletonForm<TSchema, TSaved>>[0],
  'current'
> & {
  title: string;
  query: UseQueryResult<TSaved | null>;
  /** The spinner's words while the stored record comes. */
  loading: string;
  /** The form's layout classes. */
  className: string;
  /** The fields, given the form (its `register` and `formState`). */
  children: (form: SingletonForm<TSchema, TSaved>) => ReactNode;
};

/**
 * A titled panel holding the form of one of the shop's single records (business info, delivery fees):
 * it waits for what is stored, then shows the fields with the footer (the form's error and save).
 */
export function SingletonFormPanel<TSchema extends FormSchema, TSaved extends { _id: string }>({
  title,
  query,
  loading,
  ...form
}: SingletonFormPanelProps<TSchema, TSaved>) {
  return (
    <QueryPanel title={title} query={query} loading={loading}>
      {(current, titleId) => <SingletonFormBody {...form} current={current} titleId={titleId} />}
    </QueryPanel>
  );
}

function SingletonFormBody<TSchema extends FormSchema, TSaved extends { _id: string }>({
  titleId,
  className,
  children,
  ...options
}: Omit<SingletonFormPanelProps<TSchema, TSaved>, 'title' | 'query' | 'loading'> & {
  current: TSaved | null;
  titleId: string;
}) {
  const form = useSingletonForm<TSchema, TSaved>(options);
  return (
    <FormShell form={form} labelledBy={titleId} className={className}>
      {children(form)}
    </FormShell>
  );
}
