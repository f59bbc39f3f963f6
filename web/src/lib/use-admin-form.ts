import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { notify } from '@/lib/notify';
import { adminMessages } from './admin-messages';
import { applyServerErrors } from './form-errors';
import { useUnsavedChanges } from './unsaved-changes';

/** What a failed save shows: a message above the button (null when a field took it), and a toast. */
export type SaveFailure = { formError: string | null; toast: string | null };

export type FormSchema = z.ZodType<unknown, FieldValues>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Every field of a form's values as react-hook-form names them (`shipping.insideDhaka`). */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (!isRecord(values)) return [];
  return Object.entries(values).flatMap(([key, value]) =>
    isRecord(value) ? fieldPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

type AdminForm<TValues extends FieldValues, TOutput> = UseFormReturn<TValues, unknown, TOutput>;

export type AdminFormOptions<TSchema extends FormSchema, TSaved> = AdminFormSettings<
  z.input<TSchema>,
  z.output<TSchema>,
  TSaved
> & {
  /** The contract's schema (or the form's extension of it): checked in the browser before sending. */
  schema: TSchema;
  defaultValues: DefaultValues<z.input<TSchema>>;
};

type AdminFormSettings<TValues extends FieldValues, TOutput, TSaved> = {
  /** The field that takes an error without field errors of this status (a 409 "email taken"). */
  fallbackField?: { status: number; field: Path<TValues> };
  /** Sends the checked values (a mutation's `mutateAsync`); the button says "saving" until it settles. */
  save: (values: TOutput) => Promise<TSaved>;
  /** After the server said yes: reset to what was saved, or `leave` for the list. */
  onSaved: (
    saved: TSaved,
    controls: { form: AdminForm<TValues, TOutput>; leave: (to: string) => void },
  ) => void;
  /** A form whose server errors need their own mapping (uploads, the banner's gallery). */
  failure?: (error: unknown, form: AdminForm<TValues, TOutput>) => SaveFailure;
  /** Toast a failed save (default); administrators' forms show the message in the form only. */
  toastFailure?: boolean;
  /** Toast "fix the red fields" when the browser's own check fails (long forms). */
  toastInvalid?: boolean;
  /** Ask before leaving with unsaved edits (default). */
  guardLeaving?: boolean;
};

/**
 * The back office's form (decision 017): react-hook-form with the contract's schema, a save that puts
 * the server's field errors (`errors[].path`) on their fields and the rest above the button, toasts,
 * and a question before unsaved edits are left behind.
 */
export function useAdminForm<TSchema extends FormSchema, TSaved>({
  schema,
  defaultValues,
  fallbackField,
  save,
  onSaved,
  failure,
  toastFailure = true,
  toastInvalid = false,
  guardLeaving = true,
}: AdminFormOptions<TSchema, TSaved>) {
  type TValues = z.input<TSchema>;
  type TOutput = z.output<TSchema>;
  const navigate = useNavigate();
  const form = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(schema) as Resolver<TValues, unknown, TOutput>,
    defaultValues,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { release } = useUnsavedChanges(guardLeaving && form.formState.isDirty);
  // A save that ends after the form is gone (the admin moved on) neither toasts nor navigates.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const leave = (to: string) => {
    release();
    navigate(to);
  };

  const failed = (error: unknown) => {
    const outcome = failure?.(error, form) ?? standardFailure(error);
    setFormError(outcome.formError);
    if (outcome.toast) notify.error(outcome.toast);
  };

  const standardFailure = (error: unknown): SaveFailure => {
    // A server error's `errors[].path` lands on the field of that name; one naming none shows above the button.
    const fields = fieldPaths(defaultValues) as Array<Path<TValues>>;
    const message = applyServerErrors(error, fields, form.setError, fallbackField);
    return { formError: message, toast: toastFailure ? (message ?? adminMessages.fixFields) : null };
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      let saved: TSaved;
      try {
        saved = await save(values);
      } catch (error) {
        if (mounted.current) failed(error);
        return;
      }
      if (mounted.current) onSaved(saved, { form, leave });
    },
    toastInvalid ? () => notify.error(adminMessages.fixFields) : undefined,
  );

  return { ...form, submit, formError, leave, saving: form.formState.isSubmitting };
}

type SingletonSave<TInput, TSaved> = {
  mutateAsync: (variables: { id: string | undefined; input: TInput }) => Promise<TSaved>;
};

type SingletonFormOptions<TSchema extends FormSchema, TSaved extends { _id: string }> = Omit<
  AdminFormOptions<TSchema, TSaved>,
  'defaultValues' | 'save' | 'onSaved'
> & {
  /** What is stored now; null before the first save. */
  current: TSaved | null;
  /** The form's values for what is stored (empty fields for nothing yet). */
  values: (stored: TSaved | null) => DefaultValues<z.input<TSchema>>;
  save: SingletonSave<z.output<TSchema>, TSaved>;
  /** The success toast. */
  saved: string;
};

/**
 * A form for one of the shop's single records (section headings, business info, fees, SEO): the first
 * save creates it, later ones update it, and after each the form shows what was stored.
 */
export function useSingletonForm<TSchema extends FormSchema, TSaved extends { _id: string }>({
  current,
  values,
  save,
  saved: savedMessage,
  ...options
}: SingletonFormOptions<TSchema, TSaved>) {
  return useAdminForm({
    ...options,
    defaultValues: values(current),
    save: (input) => save.mutateAsync({ id: current?._id, input }),
    onSaved: (saved, { form }) => {
      form.reset(values(saved));
      notify.success(savedMessage);
    },
  });
}

type ItemFormOptions<TSchema extends FormSchema, TItem extends { _id: string }, TBody> = Omit<
  AdminFormOptions<TSchema, TItem>,
  'save' | 'onSaved'
> & {
  /** The item being edited; undefined on the add page. */
  item: TItem | undefined;
  /** The request's body from the checked values (JSON, or multipart with a picture). */
  body: (values: z.output<TSchema>) => TBody;
  add: (body: TBody) => Promise<TItem>;
  update: (id: string, body: TBody) => Promise<TItem>;
  /** Where the form goes once saved (the list), and what the toast says. */
  done: { list: string; added: string; updated: string };
};

/** An add or edit page of a list's item (product, feature, FAQ): saved, the list shows it again. */
export function useItemForm<TSchema extends FormSchema, TItem extends { _id: string }, TBody>({
  item,
  body,
  add,
  update,
  done,
  ...options
}: ItemFormOptions<TSchema, TItem, TBody>) {
  return useAdminForm({
    ...options,
    save: (values) => (item ? update(item._id, body(values)) : add(body(values))),
    onSaved: (_saved, { leave }) => {
      notify.success(item ? done.updated : done.added);
      leave(done.list);
    },
  });
}
