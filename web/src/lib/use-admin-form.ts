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
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { adminMessages } from './admin-messages';
import { applyServerErrors } from './form-errors';
import { useUnsavedChanges } from './unsaved-changes';

/** What a failed save shows: a message above the button (null when a field took it), and a toast. */
export type SaveFailure = { formError: string | null; toast: string | null };

type FormSchema = z.ZodType<unknown, FieldValues>;
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
  /** The fields a server error's `errors[].path` may name; an error naming no field shows above the button. */
  fields?: ReadonlyArray<Path<TValues>>;
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
  fields = [],
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
    if (outcome.toast) toast.error(outcome.toast);
  };

  const standardFailure = (error: unknown): SaveFailure => {
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
    toastInvalid ? () => toast.error(adminMessages.fixFields) : undefined,
  );

  return { ...form, submit, formError, leave, saving: form.formState.isSubmitting };
}
