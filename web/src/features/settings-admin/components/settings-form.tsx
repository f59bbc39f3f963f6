import type { SiteSettings } from '@haat/contract';
import { FormShell } from '@/components/admin/form-footer';
import { QueryPanel } from '@/components/admin/query-state';
import { TextField } from '@/components/ui/text-field';
import { useSingletonForm } from '@/lib/use-admin-form';
import { useSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import { settingsMessages } from '../messages';
import { settingsFormDefaults, settingsFormSchema } from '../settings-form';

const t = settingsMessages;

/** The second form of /admin/businessInfo: delivery fees inside and outside Dhaka, and the hotline. */
export function SettingsPanel() {
  return (
    <QueryPanel title={t.title} query={useSettings()} loading={t.loading}>
      {(current, titleId) => <SettingsForm current={current} titleId={titleId} />}
    </QueryPanel>
  );
}

function SettingsForm({ current, titleId }: { current: SiteSettings | null; titleId: string }) {
  const form = useSingletonForm({
    schema: settingsFormSchema,
    current,
    values: settingsFormDefaults,
    save: useSaveSettings(),
    saved: t.saved,
  });
  const { register } = form;
  const { errors } = form.formState;

  return (
    <FormShell form={form} labelledBy={titleId} className="flex flex-col gap-4">
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
    </FormShell>
  );
}
