import type { SiteSettings } from '@haat/contract';
import toast from 'react-hot-toast';
import { FormFooter } from '@/components/admin/form-footer';
import { QueryState } from '@/components/admin/query-state';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { useAdminForm } from '@/lib/use-admin-form';
import { useSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import { settingsMessages } from '../messages';
import { settingsFormDefaults, settingsFormSchema } from '../settings-form';

const t = settingsMessages;

/** The second form of /admin/businessInfo: delivery fees inside and outside Dhaka, and the hotline. */
export function SettingsPanel() {
  return (
    <Panel title={t.title} titleId="site-settings-title">
      <QueryState query={useSettings()} loading={t.loading}>
        {(current) => <SettingsForm current={current} />}
      </QueryState>
    </Panel>
  );
}

function SettingsForm({ current }: { current: SiteSettings | null }) {
  const save = useSaveSettings();
  const form = useAdminForm({
    schema: settingsFormSchema,
    defaultValues: settingsFormDefaults(current),
    fields: ['shipping.insideDhaka', 'shipping.outsideDhaka', 'phone'],
    save: (input) => save.mutateAsync({ id: current?._id, input }),
    onSaved: (saved, { form }) => {
      form.reset(settingsFormDefaults(saved));
      toast.success(t.saved);
    },
  });
  const { register } = form;
  const { errors } = form.formState;

  return (
    <form
      onSubmit={form.submit}
      noValidate
      aria-labelledby="site-settings-title"
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.insideDhaka}
          hint={t.feeHint}
          inputMode="numeric"
          autoComplete="off"
          error={errors.shipping?.insideDhaka?.message}
          {...register('shipping.insideDhaka')}
        />
        <TextField
          label={t.outsideDhaka}
          hint={t.feeHint}
          inputMode="numeric"
          autoComplete="off"
          error={errors.shipping?.outsideDhaka?.message}
          {...register('shipping.outsideDhaka')}
        />
      </div>
      <TextField
        label={t.phone}
        hint={t.phoneHint}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <FormFooter error={form.formError} saving={form.saving} />
    </form>
  );
}
