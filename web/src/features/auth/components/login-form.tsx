import { LoginSchema } from '@haat/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClassName } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { adminMessages } from '@/lib/admin-messages';
import { loginWithEmailAndPassword, useSession } from '@/lib/auth';
import { applyServerErrors } from '@/lib/form-errors';
import { loginMessages } from '../messages';

const t = loginMessages;
const fields = ['email', 'password'] as const;

/**
 * Email and password. Field mistakes show under their field; a wrong pair (401) or too many tries
 * (429) show the server's own sentence above the button. Success starts the session; the login page
 * then moves on.
 */
export function LoginForm() {
  const { signIn } = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const login = useMutation({ mutationFn: loginWithEmailAndPassword });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(LoginSchema), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit((credentials) => {
    setFormError(null);
    login.mutate(credentials, {
      onSuccess: signIn,
      onError: (error) => setFormError(applyServerErrors(error, fields, setError)),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t.email}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t.password}
        autoComplete="current-password"
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
        disabled={login.isPending}
        className={`${buttonClassName({ size: 'lg' })} w-full`}
      >
        {login.isPending ? t.submitting : t.submit}
      </button>
    </form>
  );
}
