import { SingletonFormPanel } from '@/components/admin/singleton-form-panel';
import { TextField } from '@/components/ui/text-field';
import { useSettings } from '@/lib/api/admin/get-settings';
import { useSaveSettings } from '../api/save-settings';
import { settingsMessages } from '../messages';
import { settingsFormDefaults, settingsFormSchema } from '../settings-form';

const t = settingsMessages;

/** The second form of /admin/businessInfo: delivery fees inside and outside Dhaka, and the hotline. */
export function SettingsPanel() {
  return (
    <SingletonFormPanel
      title={t.title}
      query={useSettings()}
      loading={t.loading}
      schema={settingsFormSchema}
      values={settingsFormDefaults}
      save={useSaveSettings()}
      saved={t.saved}
      className="flex flex-col gap-4"
    >
      {({ register, formState: { errors } }) => (
        <>
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
        </>
      )}
    </SingletonFormPanel>
  );
}
