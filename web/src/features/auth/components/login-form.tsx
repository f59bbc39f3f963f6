import { LoginSchema } from '@haat/contract';
import { useMutation } from '@tanstack/react-query';
import { AdminPasswordField, EmailField } from '@/components/admin/account-fields';
import { buttonClassName } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { loginWithEmailAndPassword, useSession } from '@/lib/auth';
import { useAdminForm } from '@/lib/use-admin-form';
import { loginMessages } from '../messages';

const t = loginMessages;

/**
 * Email and password. Field mistakes show under their field; a wrong pair (401) or too many tries
 * (429) show the server's own sentence above the button. Success starts the session; the login page
 * then moves on.
 */
export function LoginForm() {
  const { signIn } = useSession();
  const login = useMutation({ mutationFn: loginWithEmailAndPassword });
  const form = useAdminForm({
    schema: LoginSchema,
    defaultValues: { email: '', password: '' },
    toastFailure: false,
    guardLeaving: false,
    save: (credentials) => login.mutateAsync(credentials),
    onSaved: (session) => signIn(session),
  });
  const { register } = form;
  const { errors } = form.formState;

  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-4">
      <EmailField
        label={t.email}
        autoComplete="username"
        error={errors.email?.message}
        {...register('email')}
      />
      <AdminPasswordField
        label={t.password}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormAlert message={form.formError} />
      <button type="submit" disabled={form.saving} className={`${buttonClassName({ size: 'lg' })} w-full`}>
        {form.saving ? t.submitting : t.submit}
      </button>
    </form>
  );
}
