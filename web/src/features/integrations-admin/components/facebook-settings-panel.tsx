import { type FacebookSettings, FacebookSettingsInputSchema } from '@haat/contract';
import { FormShell } from '@/components/admin/form-footer';
import { QueryPanel } from '@/components/admin/query-state';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/lib/notify';
import { useAdminForm } from '@/lib/use-admin-form';
import { useFacebookSettings, useSaveFacebookSettings } from '../api/facebook-settings';
import { integrationsMessages } from '../messages';
import { SecretField } from './secret-field';

const t = integrationsMessages.facebook;

/** What the form starts from: the token field is always empty (the saved one is never sent here). */
const valuesOf = (settings: FacebookSettings) => ({
  enabled: settings.enabled,
  pixelId: settings.pixelId,
  accessToken: '',
  testEventCode: settings.testEventCode,
});

/** The Conversions API settings (decision 033): on or off, the pixel, the token, the test code. */
export function FacebookSettingsPanel() {
  return (
    <QueryPanel title={t.title} query={useFacebookSettings()} loading={t.loading}>
      {(settings, titleId) => <FacebookSettingsForm settings={settings} titleId={titleId} />}
    </QueryPanel>
  );
}

function FacebookSettingsForm({ settings, titleId }: { settings: FacebookSettings; titleId: string }) {
  const save = useSaveFacebookSettings();
  const form = useAdminForm({
    schema: FacebookSettingsInputSchema,
    defaultValues: valuesOf(settings),
    save: (values) => save.mutateAsync(values),
    onSaved: (saved, { form: current }) => {
      current.reset(valuesOf(saved));
      notify.success(t.saved);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormShell form={form} labelledBy={titleId} className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{t.intro}</p>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-stone-800">
        <input type="checkbox" className="size-5 shrink-0 accent-leaf-700" {...register('enabled')} />
        {t.enabled}
      </label>
      <TextField
        label={t.pixelId}
        hint={t.pixelHint}
        inputMode="numeric"
        autoComplete="off"
        error={errors.pixelId?.message}
        {...register('pixelId')}
      />
      <SecretField
        label={t.accessToken}
        savedEnding={settings.accessTokenSaved ? settings.accessTokenEnding : null}
        whereToFind={t.tokenHint}
        savedHint={t.tokenSaved}
        error={errors.accessToken?.message}
        {...register('accessToken')}
      />
      <TextField
        label={t.testEventCode}
        hint={t.testHint}
        autoComplete="off"
        spellCheck={false}
        error={errors.testEventCode?.message}
        {...register('testEventCode')}
      />
    </FormShell>
  );
}
