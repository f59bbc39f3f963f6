import { type Courier, routes } from '@haat/contract';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { buttonClassName } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { API_BASE } from '@/lib/api-client';
import { copyText } from '@/lib/clipboard';
import { notify } from '@/lib/notify';
import { integrationsMessages } from '../messages';
import { newWebhookSecret } from '../webhook-secret';

const t = integrationsMessages.webhook;

/** The address the courier calls, on the shop's own origin (contract/src/courier-webhooks.ts). */
const webhookUrl = (courier: Courier) =>
  `${window.location.origin}${API_BASE}${routes.courierWebhooks[courier].path}`;

type CourierWebhookProps = {
  courier: Courier;
  /** The secret's name as the courier's dashboard labels it. */
  secretLabel: string;
  /** Where in the courier's dashboard the address and the secret go. */
  where: string;
  /** How the saved secret ends, or null when none is saved. */
  savedEnding: string | null;
  /** The form's secret field (`register('webhookToken')`), what it holds now, and how to fill it. */
  field: UseFormRegisterReturn;
  value: string;
  onGenerate: (secret: string) => void;
  error?: string;
  /** The courier calls only an https address with a valid certificate (Pathao, research §2). */
  needsHttps?: boolean;
};

const copy = async (text: string) => {
  if (await copyText(text)) notify.success(t.copied);
  else notify.error(t.copyFailed);
};

/**
 * A courier's status updates (decision 036): the callback URL to paste into its dashboard, and
 * the shared secret, set in both places. The secret is shown while it is typed or generated, so it
 * can be copied across; once saved it never comes back, only its ending.
 */
export function CourierWebhook({
  courier,
  secretLabel,
  where,
  savedEnding,
  field,
  value,
  onGenerate,
  error,
  needsHttps = false,
}: CourierWebhookProps) {
  const [generated, setGenerated] = useState('');
  const url = webhookUrl(courier);
  const generate = () => {
    const secret = newWebhookSecret();
    setGenerated(secret);
    onGenerate(secret);
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 border-t border-stone-200 pt-4">
      {/* Floated, the legend is laid out as the fieldset's first row instead of in its border. */}
      <legend className="float-left font-semibold text-stone-900">{t.title}</legend>
      <p className="text-sm text-stone-600">{t.intro}</p>
      <p className="text-sm text-stone-700">{where}</p>
      <div className="flex flex-col gap-1.5">
        <p className="font-semibold text-stone-800">{t.url}</p>
        <p
          data-testid="webhook-url"
          className="break-all rounded-xl bg-stone-50 px-3 py-2 font-mono text-sm text-stone-900 ring-1 ring-stone-200 select-all"
        >
          {url}
        </p>
        <button
          type="button"
          onClick={() => void copy(url)}
          className={`${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11 self-start`}
        >
          {t.copyUrl}
        </button>
        {needsHttps && !url.startsWith('https:') ? (
          <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            {t.notHttps}
          </p>
        ) : null}
      </div>
      <TextField
        {...field}
        label={secretLabel}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        hint={savedEnding === null ? t.secretHint : t.secretSaved(savedEnding)}
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={generate}
          className={`${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11`}
        >
          {t.generate}
        </button>
        {value ? (
          <button
            type="button"
            onClick={() => void copy(value)}
            className={`${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11`}
          >
            {t.copySecret}
          </button>
        ) : null}
      </div>
      {/* Polite, not a status: the panel's connection test owns its one status line. */}
      <p aria-live="polite" className="text-sm font-semibold text-amber-900 empty:hidden">
        {generated !== '' && value === generated ? t.generated : ''}
      </p>
    </fieldset>
  );
}
