import {
  DEFAULT_RISK_SETTINGS,
  PHONE_CHECK_MODES,
  paths,
  RISK_SIGNALS,
  type RiskSettings,
  type RiskSignal,
  SMS_GATEWAY_NAMES,
  type SmsSettings,
} from '@haat/contract';
import { Link } from 'react-router';
import { FormFooter } from '@/components/admin/form-footer';
import { QueryPanel } from '@/components/admin/query-state';
import { buttonClassName } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useSmsSettings } from '@/lib/api/admin/sms-settings';
import { useSteadfastSettings } from '@/lib/api/admin/steadfast-settings';
import { notify } from '@/lib/notify';
import { RISK_SIGNAL_NAMES } from '@/lib/risk-signal-names';
import { useAdminForm } from '@/lib/use-admin-form';
import { useRiskSettings, useSaveRiskSettings } from '../api/risk-settings';
import { riskMessages } from '../messages';
import { riskSettingsFormSchema, riskSettingsFormValues, TRUST_SIGNALS } from '../settings-form';
import { ChoiceCards } from './choice-cards';
import { NumberRow } from './number-row';

const t = riskMessages.settings;

const riskSignals = RISK_SIGNALS.filter((signal) => !TRUST_SIGNALS.has(signal));
const trustSignals = RISK_SIGNALS.filter((signal) => TRUST_SIGNALS.has(signal));

/**
 * The fake-order check's settings (decision 038): the threshold, how far back repeats are counted, each
 * signal's points, the courier's fraud check and the phone code, saved together.
 */
export function RiskSettingsPanel() {
  return (
    <QueryPanel title={t.title} query={useRiskSettings()} loading={t.loading}>
      {(settings, titleId) => <RiskSettingsForm settings={settings} titleId={titleId} />}
    </QueryPanel>
  );
}

function RiskSettingsForm({ settings, titleId }: { settings: RiskSettings; titleId: string }) {
  const save = useSaveRiskSettings();
  const form = useAdminForm({
    schema: riskSettingsFormSchema,
    defaultValues: riskSettingsFormValues(settings),
    save: (values) => save.mutateAsync(values),
    onSaved: (saved, { form: current }) => {
      current.reset(riskSettingsFormValues(saved));
      notify.success(t.saved);
    },
    // Twelve number fields: the one left wrong may be above the screen.
    toastInvalid: true,
  });
  const {
    register,
    formState: { errors },
  } = form;

  const weightField = (signal: RiskSignal) => (
    <NumberRow
      key={signal}
      label={RISK_SIGNAL_NAMES[signal].name}
      hint={RISK_SIGNAL_NAMES[signal].meaning}
      before={TRUST_SIGNALS.has(signal) ? '−' : undefined}
      error={errors.weights?.[signal]?.message}
      {...register(`weights.${signal}`)}
    />
  );

  const restoreDefaults = () => {
    // Kept as unsaved edits against what is stored: the owner sees them, saves or leaves (and is asked).
    form.reset(riskSettingsFormValues(DEFAULT_RISK_SETTINGS), { keepDefaultValues: true });
    notify.success(t.defaultsRestored);
  };

  return (
    <form onSubmit={form.submit} noValidate aria-labelledby={titleId} className="flex flex-col gap-5">
      <p className="text-stone-700">{t.intro}</p>
      <div className="grid gap-x-8 gap-y-4 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:grid-cols-2">
        <NumberRow
          label={t.threshold}
          hint={t.thresholdHint}
          error={errors.threshold?.message}
          {...register('threshold')}
        />
        <NumberRow
          label={t.windowHours}
          hint={t.windowHint}
          error={errors.windowHours?.message}
          {...register('windowHours')}
        />
      </div>

      <div className="border-t border-stone-200 pt-4">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-base font-semibold text-stone-900">{t.weightsTitle}</legend>
          <p className="text-sm text-stone-600">{t.weightsIntro}</p>
          <div className="grid gap-x-8 gap-y-4 sm:grid-cols-2">{riskSignals.map(weightField)}</div>
        </fieldset>
      </div>

      <div className="rounded-xl bg-leaf-50 p-4 ring-1 ring-leaf-200">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-base font-semibold text-leaf-900">
            {t.trustTitle}{' '}
            <span className="ml-1 rounded-full bg-white px-2 py-0.5 align-middle text-xs font-semibold text-leaf-800 ring-1 ring-leaf-200">
              − {t.subtracts}
            </span>
          </legend>
          <p className="text-sm text-stone-700">{t.trustIntro}</p>
          <div className="grid gap-x-8 gap-y-4 sm:grid-cols-2">{trustSignals.map(weightField)}</div>
        </fieldset>
      </div>

      <div className="flex flex-col gap-1 border-t border-stone-200 pt-4">
        <Switch {...register('courierCheck')}>{t.courierCheck}</Switch>
        <p className="text-sm text-stone-600">{t.courierCheckHint}</p>
        <CourierKeysNote />
        {errors.courierCheck?.message ? (
          <p className="text-sm font-semibold text-red-700">{errors.courierCheck.message}</p>
        ) : null}
      </div>

      <div className="border-t border-stone-200 pt-4">
        <fieldset className="flex flex-col gap-2" data-testid="phone-check">
          <legend className="mb-1 text-base font-semibold text-stone-900">{t.phoneCheck}</legend>
          <p className="text-sm text-stone-600">{t.phoneCheckIntro}</p>
          <ChoiceCards
            choices={PHONE_CHECK_MODES}
            labels={t.phoneCheckModes}
            hints={t.phoneCheckModeHints}
            field={register('phoneCheck')}
          />
          <SmsAccountNote />
          {errors.phoneCheck?.message ? (
            <p className="text-sm font-semibold text-red-700">{errors.phoneCheck.message}</p>
          ) : null}
        </fieldset>
      </div>

      <div className="flex flex-col gap-3 border-t border-stone-200 pt-4">
        <FormFooter error={form.formError} saving={form.saving}>
          <button
            type="button"
            onClick={restoreDefaults}
            disabled={form.saving}
            className={buttonClassName({ variant: 'subtle' })}
          >
            {t.restoreDefaults}
          </button>
        </FormFooter>
      </div>
    </form>
  );
}

/**
 * The courier check asks Steadfast with the shop's own keys: whether they are saved, and the way to
 * the page where they are. Says nothing of them until it knows (or when it cannot ask).
 */
function CourierKeysNote() {
  const steadfast = useSteadfastSettings();
  const keysSaved = steadfast.data ? steadfast.data.apiKeySaved && steadfast.data.secretKeySaved : null;
  return (
    <AccountNote
      testId="courier-keys"
      saved={keysSaved}
      needs={t.courierNeedsKeys}
      savedText={t.courierKeysSaved}
      missingText={t.courierKeysMissing}
      linkText={t.toConnections}
    />
  );
}

/** Whether the chosen gateway has what it needs to send (the server's own test of an account). */
const smsAccountSaved = (sms: SmsSettings): boolean =>
  sms.gateway === 'bulksmsbd'
    ? sms.bulksmsbd.apiKeySaved && sms.bulksmsbd.senderId !== ''
    : sms.sslwireless.apiTokenSaved && sms.sslwireless.sid !== '';

/**
 * Codes go through the SMS gateway saved on the Connections page, whether or not status messages
 * are on: whether one is saved, and the way there. Says nothing of it until it knows.
 */
function SmsAccountNote() {
  const sms = useSmsSettings();
  return (
    <AccountNote
      testId="sms-account"
      saved={sms.data ? smsAccountSaved(sms.data) : null}
      needs={t.smsNeedsAccount}
      savedText={sms.data ? t.smsAccountSaved(SMS_GATEWAY_NAMES[sms.data.gateway]) : ''}
      missingText={t.smsAccountMissing}
      linkText={t.toSmsSettings}
    />
  );
}

/**
 * What a setting needs from the Connections page, whether it is there (amber when not; nothing said
 * while unknown), and the way there.
 */
function AccountNote(props: {
  testId: string;
  saved: boolean | null;
  needs: string;
  savedText: string;
  missingText: string;
  linkText: string;
}) {
  const { saved } = props;
  return (
    <div
      data-testid={props.testId}
      className={`mt-1 flex flex-col items-start gap-1 rounded-xl px-3 pt-2 text-sm ring-1 ${
        saved === false
          ? 'bg-amber-50 text-amber-950 ring-amber-200'
          : 'bg-stone-50 text-stone-700 ring-stone-200'
      }`}
    >
      <p>
        {props.needs}{' '}
        {saved === true ? <span className="font-semibold text-leaf-800">{props.savedText}</span> : null}
        {saved === false ? <span className="font-semibold">{props.missingText}</span> : null}
      </p>
      <Link
        to={paths.adminIntegrations}
        className="inline-flex min-h-11 items-center font-semibold text-leaf-800 underline"
      >
        {props.linkText}
      </Link>
    </div>
  );
}
