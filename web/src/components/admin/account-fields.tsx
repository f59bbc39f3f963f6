import type { ComponentProps } from 'react';
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
