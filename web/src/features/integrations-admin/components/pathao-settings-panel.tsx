import { type PathaoSettings, PathaoSettingsInputSchema } from '@haat/contract';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormShell } from '@/components/admin/form-footer';
import { QueryPanel } from '@/components/admin/query-state';
import { buttonClassName } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAdminForm } from '@/lib/use-admin-form';
import {
  useCheckPathao,
  useChoosePathaoStore,
  usePathaoSettings,
  useSavePathaoSettings,
} from '../api/pathao-settings';
import { integrationsMessages } from '../messages';
import { ConnectionTest } from './connection-test';
import { CourierWebhook } from './courier-webhook';
import { SecretField } from './secret-field';

const t = integrationsMessages.pathao;

/** The client id and login are shown as saved; the secret, password and webhook secret start empty. */
const valuesOf = (settings: PathaoSettings) => ({
  clientId: settings.clientId,
  clientSecret: '',
  username: settings.username,
  password: '',
  webhookSecret: '',
});

/**
 * Pathao's account (decision 034): login saved on the server, a test that lists the stores, the
 * pickup store; and its status updates' address and secret (item 3).
 */
export function PathaoSettingsPanel() {
  return (
    <QueryPanel title={t.title} query={usePathaoSettings()} loading={t.loading}>
      {(settings, titleId) => <PathaoSettingsForm settings={settings} titleId={titleId} />}
    </QueryPanel>
  );
}

function PathaoSettingsForm({ settings, titleId }: { settings: PathaoSettings; titleId: string }) {
  const save = useSavePathaoSettings();
  const check = useCheckPathao();
  const choose = useChoosePathaoStore();
  const [picked, setPicked] = useState<number | null>(settings.storeId);
  const form = useAdminForm({
    schema: PathaoSettingsInputSchema,
    defaultValues: valuesOf(settings),
    save: (values) => save.mutateAsync(values),
    onSaved: (saved, { form: current }) => {
      current.reset(valuesOf(saved));
      check.reset();
      notify.success(t.saved);
    },
  });
  const {
    register,
    setValue,
    formState: { errors },
  } = form;
  const webhookSecret = useWatch({ control: form.control, name: 'webhookSecret' }) ?? '';
  const result = check.data;
  const chooseStore = () => {
    if (picked === null) return;
    choose.mutate(picked, {
      onSuccess: (saved) => notify.success(t.storeChosen(saved.storeName)),
      onError: (error) => notify.error(error instanceof ApiError ? error.message : String(error)),
    });
  };
  return (
    <div className="flex flex-col gap-4">
      <FormShell form={form} labelledBy={titleId} className="flex flex-col gap-4">
        <p className="text-sm text-stone-600">{t.intro}</p>
        <TextField
          label={t.clientId}
          hint={t.clientIdHint}
          autoComplete="off"
          spellCheck={false}
          error={errors.clientId?.message}
          {...register('clientId')}
        />
        <SecretField
          label={t.clientSecret}
          savedEnding={settings.clientSecretSaved ? settings.clientSecretEnding : null}
          whereToFind={t.clientIdHint}
          savedHint={t.secretSaved}
          error={errors.clientSecret?.message}
          {...register('clientSecret')}
        />
        <TextField
          label={t.username}
          type="email"
          autoComplete="off"
          error={errors.username?.message}
          {...register('username')}
        />
        <SecretField
          label={t.password}
          savedEnding={settings.passwordSaved ? '' : null}
          whereToFind={t.passwordHint}
          savedHint={() => t.passwordSaved}
          error={errors.password?.message}
          {...register('password')}
        />
        <CourierWebhook
          courier="pathao"
          needsHttps
          secretLabel={t.webhookSecret}
          where={t.webhookWhere}
          savedEnding={settings.webhookSecretSaved ? settings.webhookSecretEnding : null}
          field={register('webhookSecret')}
          value={webhookSecret}
          onGenerate={(secret) =>
            setValue('webhookSecret', secret, { shouldDirty: true, shouldValidate: true })
          }
          error={errors.webhookSecret?.message}
        />
      </FormShell>
      <div className="flex flex-col gap-3 border-t border-stone-200 pt-4">
        <p className="text-sm text-stone-700">
          {settings.storeId === null ? t.noStore : t.currentStore(settings.storeName)}
        </p>
        <ConnectionTest check={check} label={t.check} busyLabel={t.checking} />
        {result?.ok && result.stores.length > 0 ? (
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 font-semibold text-stone-800">{t.pickStore}</legend>
            {result.stores.map((store) => (
              <label
                key={store.storeId}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-stone-50"
              >
                <input
                  type="radio"
                  name="pathao-store"
                  className="size-5 shrink-0 accent-leaf-700"
                  checked={picked === store.storeId}
                  disabled={!store.active}
                  onChange={() => setPicked(store.storeId)}
                />
                <span>
                  <span className="font-semibold">{store.name}</span>
                  <span className="block text-sm text-stone-600">
                    {store.address}
                    {store.active ? '' : ` · ${t.storeClosed}`}
                  </span>
                </span>
              </label>
            ))}
            <button
              type="button"
              onClick={chooseStore}
              disabled={picked === null || choose.isPending}
              className={`${buttonClassName({ variant: 'primary', size: 'sm' })} mt-2 min-h-11 self-start`}
            >
              {t.chooseStore}
            </button>
          </fieldset>
        ) : null}
      </div>
    </div>
  );
}
