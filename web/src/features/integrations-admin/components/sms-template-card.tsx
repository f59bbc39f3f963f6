import {
  MAX_SMS_TEMPLATE_LENGTH,
  ORDER_STATUS_NAMES,
  type OrderStatus,
  renderSmsTemplate,
  SMS_PLACEHOLDERS,
  type SmsPlaceholder,
  smsSampleFor,
  smsSegments,
} from '@haat/contract';
import { useRef } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { buttonClassName } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { TextareaField } from '@/components/ui/textarea-field';
import { formatCount } from '@/lib/numbers';
import { integrationsMessages } from '../messages';
import type { SmsFormValues, smsFormSchema } from '../sms-form';

const t = integrationsMessages.sms;

export type SmsForm = UseFormReturn<SmsFormValues, unknown, z.output<typeof smsFormSchema>>;

const PLACEHOLDERS = Object.keys(SMS_PLACEHOLDERS) as SmsPlaceholder[];

/** A placeholder's chip: its name without the example in brackets ("ইনভয়েস নম্বর"). */
const chipLabel = (key: SmsPlaceholder) => SMS_PLACEHOLDERS[key].replace(/\s*\(.*\)$/, '');

/**
 * The sample message as this status's customer would get it, and what it costs: "৭১ অক্ষর · ২ অংশ
 * (ইউনিকোড)". Filled with a typical order (the contract's sample), the name «গ্রাহক» where the
 * server sends it so (decision 054): what the owner sees is what goes.
 */
export function smsPreview(text: string, status: OrderStatus) {
  const rendered = renderSmsTemplate(text, smsSampleFor(status));
  const { encoding, characters, parts } = smsSegments(rendered);
  return {
    rendered,
    parts,
    count: t.count(formatCount(characters), formatCount(parts), t.encodings[encoding]),
  };
}

type SmsTemplateCardProps = { status: OrderStatus; form: SmsForm };

/**
 * One status's message (decision 037): sent or not, its text with buttons that put a
 * placeholder where the cursor is, and the message as the customer would get it with its length
 * in parts, following every keystroke.
 */
export function SmsTemplateCard({ status, form }: SmsTemplateCardProps) {
  const name = `templates.${status}.text` as const;
  const text = useWatch({ control: form.control, name }) ?? '';
  const enabled = useWatch({ control: form.control, name: `templates.${status}.enabled` });
  const area = useRef<HTMLTextAreaElement | null>(null);
  // Until the owner has been in the field its cursor means nothing: a placeholder then goes at the end.
  const visited = useRef(false);
  const { ref, onBlur, ...field } = form.register(name);
  const preview = smsPreview(text, status);

  const insert = (key: SmsPlaceholder) => {
    const token = `{${key}}`;
    const current = form.getValues(name) ?? '';
    const element = area.current;
    const start = element && visited.current ? element.selectionStart : current.length;
    const end = element && visited.current ? element.selectionEnd : current.length;
    form.setValue(name, `${current.slice(0, start)}${token}${current.slice(end)}`, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    // Back in the text, after what was put in, so the owner types on.
    const caret = start + token.length;
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  };

  return (
    <fieldset
      data-template={status}
      className={`flex min-w-0 flex-col gap-3 rounded-xl p-3 ring-1 sm:p-4 ${enabled ? 'bg-white ring-stone-300' : 'bg-stone-50 ring-stone-200'}`}
    >
      {/* Floated, the legend is laid out as the card's first row instead of in its border. */}
      <legend className="float-left font-semibold text-stone-900">{ORDER_STATUS_NAMES[status]}</legend>
      <Switch {...form.register(`templates.${status}.enabled`)}>
        {t.templateOn(ORDER_STATUS_NAMES[status])}
      </Switch>
      <TextareaField
        {...field}
        ref={(element) => {
          ref(element);
          area.current = element;
        }}
        onFocus={() => {
          visited.current = true;
        }}
        onBlur={onBlur}
        label={t.templateText}
        rows={3}
        maxLength={MAX_SMS_TEMPLATE_LENGTH}
        error={form.formState.errors.templates?.[status]?.text?.message}
      />
      <div className="flex flex-wrap gap-1.5">
        {PLACEHOLDERS.map((key) => (
          <button
            key={key}
            type="button"
            onClick={() => insert(key)}
            aria-label={t.insertLabel(chipLabel(key))}
            className={`${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11 px-3 font-normal`}
          >
            <span aria-hidden="true" className="text-leaf-700">
              +
            </span>
            {chipLabel(key)}
          </button>
        ))}
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-stone-700">
          {t.preview} <span className="font-normal text-stone-500">({t.previewNote})</span>
        </p>
        <p
          data-testid="sms-preview"
          className="min-h-11 whitespace-pre-wrap break-words rounded-xl bg-leaf-50 px-3 py-2 text-stone-900 ring-1 ring-leaf-200"
        >
          {preview.rendered || <span className="text-stone-500">{t.empty}</span>}
        </p>
        <p
          data-testid="sms-count"
          className={`text-sm ${preview.parts > 1 ? 'font-semibold text-amber-800' : 'text-stone-600'}`}
        >
          {preview.count}
        </p>
        {preview.parts > 1 ? (
          <p data-testid="sms-parts-warning" role="status" className="text-sm font-semibold text-amber-800">
            {t.twoParts(formatCount(preview.parts))}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
