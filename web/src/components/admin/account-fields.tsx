import { ADMIN_ROLE_NAMES, ADMIN_ROLES, type AdminRole } from '@haat/contract';
import type { ComponentProps, Ref } from 'react';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { adminMessages } from '@/lib/admin-messages';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'type'>;

/** An email address as a phone should take it: the email keyboard, no capital first letter, no spelling fixes. */
export function EmailField(props: FieldProps) {
  return <TextField type="email" inputMode="email" autoCapitalize="none" spellCheck={false} {...props} />;
}

/** A password with the back office's show / hide words. */
export function AdminPasswordField(
  props: Omit<ComponentProps<typeof PasswordField>, 'showLabel' | 'hideLabel'>,
) {
  return (
    <PasswordField showLabel={adminMessages.showPassword} hideLabel={adminMessages.hidePassword} {...props} />
  );
}

type RoleFieldProps = {
  legend: string;
  /** One line under each role: what it may do. */
  hints: Record<AdminRole, string>;
  error?: string | undefined;
  name: string;
  onChange: ComponentProps<'input'>['onChange'];
  onBlur: ComponentProps<'input'>['onBlur'];
  ref?: Ref<HTMLInputElement>;
};

/** Owner or order staff (decision 028), as two large choices a thumb can hit; react-hook-form's `register`. */
export function RoleField({ legend, hints, error, ref, ...input }: RoleFieldProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 font-semibold text-stone-800">{legend}</legend>
      {ADMIN_ROLES.map((role) => (
        <label
          key={role}
          className="flex min-h-11 items-start gap-3 rounded-xl border border-stone-200 px-3 py-2 has-checked:border-leaf-600 has-checked:bg-leaf-50"
        >
          <input type="radio" value={role} ref={ref} className="mt-1 size-5 accent-leaf-700" {...input} />
          <span>
            <span className="block font-semibold text-stone-900">{ADMIN_ROLE_NAMES[role]}</span>
            <span className="block text-sm text-stone-600">{hints[role]}</span>
          </span>
        </label>
      ))}
      {error ? <p className="text-sm font-semibold text-red-700">{error}</p> : null}
    </fieldset>
  );
}
