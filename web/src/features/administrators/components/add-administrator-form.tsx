import { CreateUserSchema, paths } from '@haat/contract';
import { AdminPasswordField, EmailField, RoleField } from '@/components/admin/account-fields';
import { FormFooter } from '@/components/admin/form-footer';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/lib/notify';
import { useAdminForm } from '@/lib/use-admin-form';
import { useAddAdministrator } from '../api/add-administrator';
import { administratorMessages } from '../messages';

const t = administratorMessages;

/**
 * /admin/administrator/add: name, email, a password of 8 or more characters, and the role — order
 * staff unless the owner chooses otherwise (the least a new person needs; decision 028).
 */
export function AddAdministratorForm() {
  const addAdministrator = useAddAdministrator();
  const form = useAdminForm({
    schema: CreateUserSchema,
    defaultValues: { name: '', email: '', password: '', role: 'staff' },
    fallbackField: { status: 409, field: 'email' },
    toastFailure: false,
    save: (input) => addAdministrator.mutateAsync(input),
    onSaved: (_saved, { leave }) => {
      notify.success(t.added);
      leave(paths.adminAdministrators);
    },
  });
  const { register } = form;
  const { errors } = form.formState;

  return (
    <form
      onSubmit={form.submit}
      noValidate
      className="flex max-w-lg flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <p className="text-stone-600">{t.addIntro}</p>
      <TextField label={t.name} autoComplete="off" error={errors.name?.message} {...register('name')} />
      <EmailField label={t.email} autoComplete="off" error={errors.email?.message} {...register('email')} />
      <AdminPasswordField
        label={t.password}
        hint={t.passwordHint}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <RoleField legend={t.role} hints={t.roleHints} error={errors.role?.message} {...register('role')} />
      <FormFooter
        error={form.formError}
        saving={form.saving}
        labels={{ submit: t.submit, submitting: t.submitting }}
      />
    </form>
  );
}
