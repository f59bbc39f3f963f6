import { type SteadfastSettings, SteadfastSettingsInputSchema } from '@haat/contract';
import { useWatch } from 'react-hook-form';
import { FormShell } from '@/components/admin/form-footer';
import { QueryPanel } from '@/components/admin/query-state';
import {
  useCheckSteadfast,
  useSaveSteadfastSettings,
  useSteadfastSettings,
} from '@/lib/api/admin/steadfast-settings';
import { notify } from '@/lib/notify';
import { useAdminForm } from '@/lib/use-admin-form';
import { integrationsMessages } from '../messages';
import { ConnectionTest } from './connection-test';
import { CourierWebhook } from './courier-webhook';
import { SecretField } from './secret-field';

const t = integrationsMessages.steadfast;

/** Every key field always starts empty: the saved keys never come back to the browser. */
const emptyKeys = { apiKey: '', secretKey: '', webhookToken: '' };

/**
 * Steadfast's keys (decision 034): saved on the server, shown by how they end, and a connection
 * test; and its status updates' address and bearer token (item 3).
 */
export function SteadfastSettingsPanel() {
  return (
    <QueryPanel title={t.title} query={useSteadfastSettings()} loading={t.loading}>
      {(settings, titleId) => <SteadfastSettingsForm settings={settings} titleId={titleId} />}
    </QueryPanel>
  );
}

function SteadfastSettingsForm({ settings, titleId }: { settings: SteadfastSettings; titleId: string }) {
  const save = useSaveSteadfastSettings();
  const check = useCheckSteadfast();
  const form = useAdminForm({
    schema: SteadfastSettingsInputSchema,
    defaultValues: emptyKeys,
    save: (values) => save.mutateAsync(values),
    onSaved: (_saved, { form: current }) => {
      current.reset(emptyKeys);
      check.reset();
      notify.success(t.saved);
    },
  });
  const {
    register,
    setValue,
    formState: { errors },
  } = form;
  const webhookToken = useWatch({ control: form.control, name: 'webhookToken' }) ?? '';
  return (
    <div className="flex flex-col gap-4">
      <FormShell form={form} labelledBy={titleId} className="flex flex-col gap-4">
        <p className="text-sm text-stone-600">{t.intro}</p>
        <SecretField
          label={t.apiKey}
          savedEnding={settings.apiKeySaved ? settings.apiKeyEnding : null}
          whereToFind={t.keyHint}
          savedHint={t.keySaved}
          error={errors.apiKey?.message}
          {...register('apiKey')}
        />
        <SecretField
          label={t.secretKey}
          savedEnding={settings.secretKeySaved ? settings.secretKeyEnding : null}
          whereToFind={t.keyHint}
          savedHint={t.keySaved}
          error={errors.secretKey?.message}
          {...register('secretKey')}
        />
        <CourierWebhook
          courier="steadfast"
          secretLabel={t.webhookSecret}
          where={t.webhookWhere}
          savedEnding={settings.webhookTokenSaved ? settings.webhookTokenEnding : null}
          field={register('webhookToken')}
          value={webhookToken}
          onGenerate={(secret) =>
            setValue('webhookToken', secret, { shouldDirty: true, shouldValidate: true })
          }
          error={errors.webhookToken?.message}
        />
      </FormShell>
      <div className="flex flex-col gap-2 border-t border-stone-200 pt-4">
        <ConnectionTest check={check} label={t.check} busyLabel={t.checking} />
      </div>
    </div>
  );
}
