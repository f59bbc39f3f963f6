import { CreateUserSchema, type UpdateUser, type User } from '@haat/contract';
import { z } from 'zod';
import { AdminPasswordField, EmailField, RoleField } from '@/components/admin/account-fields';
import { buttonClassName } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { adminMessages } from '@/lib/admin-messages';
import { notify } from '@/lib/notify';
import { useAdminForm } from '@/lib/use-admin-form';
import { useUpdateAdministrator } from '../api/update-administrator';
import { administratorMessages } from '../messages';

const t = administratorMessages;

// The contract's rules; an empty password means "keep the current one".
const EditAdministratorSchema = CreateUserSchema.extend({
  password: z.union([z.literal(''), CreateUserSchema.shape.password]),
  canExport: z.boolean(),
});

type EditAdministratorFormProps = {
  administrator: User;
  isSelf: boolean;
  onDone: (result: { user: User; passwordChanged: boolean } | null) => void;
};

/**
 * Name, email, role, order staff's export grant (decision 063) and (optionally) a new password of one
 * administrator; sends only what changed.
 */
export function EditAdministratorForm({ administrator, isSelf, onDone }: EditAdministratorFormProps) {
  const updateAdministrator = useUpdateAdministrator();
  const form = useAdminForm({
    schema: EditAdministratorSchema,
    defaultValues: {
      name: administrator.name,
      email: administrator.email,
      password: '',
      role: administrator.role,
      canExport: administrator.canExport,
    },
    fallbackField: { status: 409, field: 'email' },
    toastFailure: false,
    save: async (input) => {
      const changes: UpdateUser = {};
      if (input.name !== administrator.name) changes.name = input.name;
      if (input.email !== administrator.email) changes.email = input.email;
      if (input.password) changes.password = input.password;
      if (input.role !== administrator.role) changes.role = input.role;
      if (input.canExport !== administrator.canExport) changes.canExport = input.canExport;
      if (Object.keys(changes).length === 0) return null;
      const user = await updateAdministrator.mutateAsync({ id: administrator._id, changes });
      return { user, passwordChanged: changes.password !== undefined };
    },
    onSaved: (result) => {
      if (!result) notify.info(t.nothingChanged);
      onDone(result);
    },
  });
  const { register } = form;
  const { errors } = form.formState;
  // Owners export whatever the grant says: it is offered for order staff only.
  const isStaff = form.watch('role') === 'staff';

  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-4 p-4">
      <TextField label={t.name} autoComplete="off" error={errors.name?.message} {...register('name')} />
      <EmailField label={t.email} autoComplete="off" error={errors.email?.message} {...register('email')} />
      <AdminPasswordField
        label={t.newPassword}
        hint={`${t.newPasswordHint}। ${t.passwordHint}।${isSelf ? ` ${t.ownPasswordHint}` : ''}`}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <RoleField legend={t.role} hints={t.roleHints} error={errors.role?.message} {...register('role')} />
      {isStaff ? (
        <div>
          <Switch {...register('canExport')}>{t.canExport}</Switch>
          <p className="text-sm text-stone-600">{t.canExportHint}</p>
        </div>
      ) : null}
      <FormAlert message={form.formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={() => onDone(null)} className={buttonClassName({ variant: 'subtle' })}>
          {adminMessages.cancel}
        </button>
        <button type="submit" disabled={form.saving} className={buttonClassName()}>
          {form.saving ? adminMessages.saving : adminMessages.save}
        </button>
      </div>
    </form>
  );
}
