import { CreateUserSchema, type UpdateUser, type User } from '@haat/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { buttonClassName } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { adminMessages } from '@/lib/admin-messages';
import { applyServerErrors } from '@/lib/form-errors';
import { useUpdateAdministrator } from '../api/update-administrator';
import { administratorMessages } from '../messages';

const t = administratorMessages;
const fields = ['name', 'email', 'password'] as const;

// The contract's rules; an empty password means "keep the current one".
const EditAdministratorSchema = CreateUserSchema.extend({
  password: z.union([z.literal(''), CreateUserSchema.shape.password]),
});

type EditAdministratorFormProps = {
  administrator: User;
  isSelf: boolean;
  onDone: (result: { user: User; passwordChanged: boolean } | null) => void;
};

/** Name, email and (optionally) a new password of one administrator; sends only what changed. */
export function EditAdministratorForm({ administrator, isSelf, onDone }: EditAdministratorFormProps) {
  const updateAdministrator = useUpdateAdministrator();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(EditAdministratorSchema),
    defaultValues: { name: administrator.name, email: administrator.email, password: '' },
  });

  const submit = handleSubmit((input) => {
    const changes: UpdateUser = {};
    if (input.name !== administrator.name) changes.name = input.name;
    if (input.email !== administrator.email) changes.email = input.email;
    if (input.password) changes.password = input.password;
    if (Object.keys(changes).length === 0) {
      toast(t.nothingChanged);
      onDone(null);
      return;
    }
    setFormError(null);
    updateAdministrator.mutate(
      { id: administrator._id, changes },
      {
        onSuccess: (user) => onDone({ user, passwordChanged: changes.password !== undefined }),
        onError: (error) =>
          setFormError(applyServerErrors(error, fields, setError, { status: 409, field: 'email' })),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-4">
      <TextField label={t.name} autoComplete="off" error={errors.name?.message} {...register('name')} />
      <TextField
        label={t.email}
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t.newPassword}
        hint={`${t.newPasswordHint}। ${t.passwordHint}।${isSelf ? ` ${t.ownPasswordHint}` : ''}`}
        autoComplete="new-password"
        showLabel={adminMessages.showPassword}
        hideLabel={adminMessages.hidePassword}
        error={errors.password?.message}
        {...register('password')}
      />
      {formError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 font-semibold text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={() => onDone(null)} className={buttonClassName({ variant: 'subtle' })}>
          {adminMessages.cancel}
        </button>
        <button type="submit" disabled={updateAdministrator.isPending} className={buttonClassName()}>
          {updateAdministrator.isPending ? adminMessages.saving : adminMessages.save}
        </button>
      </div>
    </form>
  );
}
