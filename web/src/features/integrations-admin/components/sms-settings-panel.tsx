import {
  formatInvoiceNumber,
  ORDER_STATUSES,
  paths,
  SMS_GATEWAY_NAMES,
  SMS_GATEWAYS,
  type SmsSettings,
  SmsTestSchema,
} from '@haat/contract';
import { type FormEvent, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { FormShell } from '@/components/admin/form-footer';
import { QueryPanel } from '@/components/admin/query-state';
import { buttonClassName } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import {
  useSaveSmsSettings,
  useSendTestSms,
  useSmsSettings,
  useSmsUsage,
} from '@/lib/api/admin/sms-settings';
import { ApiError } from '@/lib/api-client';
import { formatDateShortTime } from '@/lib/dates';
import { messages } from '@/lib/messages';
import { notify } from '@/lib/notify';
import { formatCount } from '@/lib/numbers';
import { useAdminForm } from '@/lib/use-admin-form';
import { integrationsMessages } from '../messages';
import { smsFormSchema, smsFormValues } from '../sms-form';
import { SecretField } from './secret-field';
import { SmsTemplateCard } from './sms-template-card';

const t = integrationsMessages.sms;

/**
 * Order SMS (decision 037): on or off, the gateway and its account, each status's message with a
 * live preview, saved together; then a test message through what was saved.
 */
export function SmsSettingsPanel() {
  return (
    <QueryPanel title={t.title} query={useSmsSettings()} loading={t.loading}>
      {(settings, titleId) => (
        <div className="flex flex-col gap-5">
          <SmsToday />
          <SmsSettingsForm settings={settings} titleId={titleId} />
          <SmsTestForm />
        </div>
      )}
    </QueryPanel>
  );
}

function SmsSettingsForm({ settings, titleId }: { settings: SmsSettings; titleId: string }) {
  const save = useSaveSmsSettings();
  const form = useAdminForm({
    schema: smsFormSchema,
    defaultValues: smsFormValues(settings),
    save: (values) => save.mutateAsync(values),
    onSaved: (saved, { form: current }) => {
      current.reset(smsFormValues(saved));
      notify.success(t.saved);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const gateway = useWatch({ control: form.control, name: 'gateway' });
  return (
    <FormShell form={form} labelledBy={titleId} className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{t.intro}</p>
      <div className="flex flex-col gap-1">
        <Switch {...register('enabled')}>{t.enabled}</Switch>
        <p className="text-sm text-stone-600">{t.enabledHint}</p>
        {errors.enabled?.message ? (
          <p className="text-sm font-semibold text-red-700">{errors.enabled.message}</p>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-semibold text-stone-800">{t.gateway}</legend>
        <div className="flex flex-wrap gap-x-6">
          {SMS_GATEWAYS.map((choice) => (
            <label key={choice} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="radio"
                value={choice}
                className="size-5 shrink-0 accent-leaf-700"
                {...register('gateway')}
              />
              {SMS_GATEWAY_NAMES[choice]}
            </label>
          ))}
        </div>
        {errors.gateway?.message ? (
          <p className="text-sm font-semibold text-red-700">{errors.gateway.message}</p>
        ) : null}
      </fieldset>
      {gateway === 'sslwireless' ? (
        <div className="grid gap-4 sm:grid-cols-2" key="sslwireless">
          <SecretField
            label={t.apiToken}
            savedEnding={settings.sslwireless.apiTokenSaved ? settings.sslwireless.apiTokenEnding : null}
            whereToFind={t.apiTokenHint}
            savedHint={t.keySaved}
            error={errors.sslwireless?.apiToken?.message}
            {...register('sslwireless.apiToken')}
          />
          <TextField
            label={t.sid}
            hint={t.sidHint}
            autoComplete="off"
            spellCheck={false}
            error={errors.sslwireless?.sid?.message}
            {...register('sslwireless.sid')}
          />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2" key="bulksmsbd">
          <SecretField
            label={t.apiKey}
            savedEnding={settings.bulksmsbd.apiKeySaved ? settings.bulksmsbd.apiKeyEnding : null}
            whereToFind={t.apiKeyHint}
            savedHint={t.keySaved}
            error={errors.bulksmsbd?.apiKey?.message}
            {...register('bulksmsbd.apiKey')}
          />
          <TextField
            label={t.senderId}
            hint={t.senderIdHint}
            autoComplete="off"
            spellCheck={false}
            error={errors.bulksmsbd?.senderId?.message}
            {...register('bulksmsbd.senderId')}
          />
        </div>
      )}
      <fieldset className="flex flex-col gap-3 border-t border-stone-200 pt-4">
        <legend className="float-left font-semibold text-stone-900">{t.caps.title}</legend>
        <p className="clear-left text-sm text-stone-600">{t.caps.intro}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          {(['perPhone', 'perAddress', 'perDay'] as const).map((cap) => (
            <TextField
              key={cap}
              label={t.caps[cap]}
              hint={t.caps.hints[cap]}
              inputMode="numeric"
              autoComplete="off"
              error={errors.caps?.[cap]?.message}
              {...register(`caps.${cap}`)}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-3 border-t border-stone-200 pt-4">
        <h3 className="font-semibold text-stone-900">{t.templatesTitle}</h3>
        <p className="text-sm text-stone-600">{t.templatesIntro}</p>
        <div className="grid gap-4 lg:grid-cols-2">
          {ORDER_STATUSES.map((status) => (
            <SmsTemplateCard key={status} status={status} form={form} />
          ))}
        </div>
      </div>
    </FormShell>
  );
}

/** A test message to one number through the saved gateway, and what the gateway answered. */
function SmsTestForm() {
  const titleId = useId();
  const send = useSendTestSms();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = SmsTestSchema.safeParse({ phone });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate(checked.data.phone, {
      onError: (failure) => {
        const fieldError =
          failure instanceof ApiError ? failure.errors.find((e) => e.path === 'phone') : undefined;
        if (fieldError) setError(fieldError.message);
      },
    });
  };
  const result = send.data;
  const failed =
    send.error && !(send.error instanceof ApiError && send.error.errors.some((e) => e.path === 'phone'))
      ? send.error instanceof ApiError
        ? send.error.message
        : messages.common.serverError
      : '';
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      className="flex flex-col gap-3 border-t border-stone-200 pt-4"
    >
      <h3 id={titleId} className="font-semibold text-stone-900">
        {t.test.title}
      </h3>
      <p className="text-sm text-stone-600">{t.test.intro}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          label={t.test.phone}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="01XXXXXXXXX"
          value={phone}
          error={error}
          onChange={(event) => setPhone(event.currentTarget.value)}
          className="sm:w-64"
        />
        <button
          type="submit"
          disabled={send.isPending}
          className={`${buttonClassName({ variant: 'subtle' })} self-start sm:mt-8`}
        >
          {send.isPending ? t.test.sending : t.test.send}
        </button>
      </div>
      <p
        role="status"
        data-testid="sms-test-result"
        className={`break-words ${result?.ok ? 'font-semibold text-leaf-800' : 'font-semibold text-red-800'}`}
      >
        {send.isPending ? '' : result ? result.message : failed}
      </p>
    </form>
  );
}

/**
 * Today's SMS (decision 056): what went and its parts, and each message a spend cap stopped, with
 * its order and why, so the owner sees why an order waits on hold.
 */
function SmsToday() {
  const usage = useSmsUsage();
  const today = usage.data;
  if (!today) return null;
  const u = t.usage;
  return (
    <section
      aria-label={u.title}
      className="flex flex-col gap-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
    >
      <h3 className="font-semibold text-stone-900">{u.title}</h3>
      <p data-testid="sms-today" className="text-stone-800">
        {u.counts(formatCount(today.sent), formatCount(today.parts), formatCount(today.capped))}
      </p>
      {today.stopped.length > 0 ? (
        <ul className="flex flex-col divide-y divide-stone-200" aria-label={u.stopped}>
          {today.stopped.map((entry) => (
            <li key={`${entry.at}-${entry.orderId}`} className="flex flex-col gap-0.5 py-2 text-sm">
              <span className="text-stone-500">
                {formatDateShortTime(entry.at)} · {u.kinds[entry.kind]}
                {entry.orderId && entry.invoiceNumber !== null ? (
                  <>
                    {' · '}
                    <Link
                      className="font-semibold text-leaf-800 underline"
                      to={paths.adminOrder(entry.orderId)}
                    >
                      {u.order(formatInvoiceNumber(entry.invoiceNumber))}
                    </Link>
                  </>
                ) : null}
              </span>
              <span className="text-stone-900">{entry.reason}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
