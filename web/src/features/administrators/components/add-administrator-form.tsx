import { CreateUserSchema, paths } from '@haat/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { adminMessages } from '@/lib/admin-messages';
import { applyServerErrors } from '@/lib/form-errors';
import { useAddAdministrator } from '../api/add-administrator';
import { administratorMessages } from '../messages';

const t = administratorMessages;
const fields = ['name', 'email', 'password'] as const;

/** /admin/administrator/add: name, email and a password of 8 or more characters. */
export function AddAdministratorForm() {
  const navigate = useNavigate();
  const addAdministrator = useAddAdministrator();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(CreateUserSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const submit = handleSubmit((input) => {
    setFormError(null);
    addAdministrator.mutate(input, {
      onSuccess: () => {
        toast.success(t.added);
        navigate(paths.adminAdministrators);
      },
      onError: (error) =>
        setFormError(applyServerErrors(error, fields, setError, { status: 409, field: 'email' })),
    });
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex max-w-lg flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <p className="text-stone-600">{t.addIntro}</p>
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
        label={t.password}
        hint={t.passwordHint}
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
      <button
        type="submit"
        disabled={addAdministrator.isPending}
        className={`${buttonClassName()} self-start`}
      >
        {addAdministrator.isPending ? t.submitting : t.submit}
      </button>
    </form>
  );
}
