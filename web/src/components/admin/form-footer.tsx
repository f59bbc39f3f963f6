import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { adminMessages } from '@/lib/admin-messages';

type FormFooterProps = {
  /** The message no field took (from `useAdminForm`). */
  error: string | null;
  saving: boolean;
  /** The button's words while idle and while saving; "save" by default. */
  labels?: { submit: string; submitting: string };
  /** Add and edit pages: cancel, back to the list (the leave guard asks first if anything changed). */
  cancelTo?: string;
  /** Beside the buttons (the banner's "not saved yet"). */
  children?: ReactNode;
};

const saveLabels = { submit: adminMessages.save, submitting: adminMessages.saving };

/** The end of every admin form: the form's own error, then save (and cancel). */
export function FormFooter({ error, saving, labels = saveLabels, cancelTo, children }: FormFooterProps) {
  return (
    <>
      <FormAlert message={error} />
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" disabled={saving} className={buttonClassName()}>
          {saving ? labels.submitting : labels.submit}
        </button>
        {cancelTo ? (
          <Link to={cancelTo} className={buttonClassName({ variant: 'subtle' })}>
            {adminMessages.cancel}
          </Link>
        ) : null}
        {children}
      </div>
    </>
  );
}

/** The add page's words ("add the product"), or plain save on an edit page. */
export const addOrSaveLabels = (
  editing: boolean,
  add: { submitAdd: string; submittingAdd: string },
): FormFooterProps['labels'] =>
  editing ? saveLabels : { submit: add.submitAdd, submitting: add.submittingAdd };

type FormShellProps = {
  /** What `useAdminForm` answers. */
  form: { submit: FormEventHandler<HTMLFormElement>; formError: string | null; saving: boolean };
  /** The heading that names the form (a panel's). */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
};

/** An admin form: its fields, then the footer (the form's own error and save). */
export function FormShell({ form, labelledBy, className, children }: FormShellProps) {
  return (
    <form onSubmit={form.submit} noValidate aria-labelledby={labelledBy} className={className}>
      {children}
      <FormFooter error={form.formError} saving={form.saving} />
    </form>
  );
}
