import { AddBlockEntrySchema, BLOCK_KINDS, type BlockKind, toAsciiDigits } from '@haat/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { FormFooter } from '@/components/admin/form-footer';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/lib/notify';
import { useAdminForm } from '@/lib/use-admin-form';
import { useBlock } from '../api/blocklist';
import { riskMessages } from '../messages';
import { ChoiceCards } from './choice-cards';

const t = riskMessages.blocklist;

const placeholders: Record<BlockKind, string> = {
  phone: '01XXXXXXXXX',
  address: '203.0.113.0/24',
  device: '',
};

/**
 * Adds a phone, an address or range, or a device to the blocklist. The server normalises the value
 * (+8801… becomes 01…) and checks an address; its refusal lands under the value, a duplicate's too.
 */
export function BlockForm() {
  const titleId = useId();
  const block = useBlock();
  const form = useAdminForm({
    schema: AddBlockEntrySchema,
    defaultValues: { kind: 'phone', value: '', reason: '' },
    fallbackField: { status: 409, field: 'value' },
    // The phone's digits the contract reads either way; an address's the server reads only in Latin.
    save: (entry) =>
      block.mutateAsync(entry.kind === 'address' ? { ...entry, value: toAsciiDigits(entry.value) } : entry),
    onSaved: (saved, { form: current }) => {
      // The next one is often of the same kind (a second number of the same faker).
      current.reset({ kind: saved.kind, value: '', reason: '' });
      notify.success(t.added);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const kind = useWatch({ control: form.control, name: 'kind' }) ?? 'phone';

  return (
    <form
      onSubmit={form.submit}
      noValidate
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200"
    >
      <h3 id={titleId} className="font-semibold text-stone-900">
        {t.addTitle}
      </h3>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-semibold text-stone-800">{t.kind}</legend>
        <ChoiceCards choices={BLOCK_KINDS} labels={t.kinds} hints={t.kindHints} field={register('kind')} />
        {errors.kind?.message ? (
          <p className="text-sm font-semibold text-red-700">{errors.kind.message}</p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.value[kind]}
          hint={t.valueHint[kind]}
          // Numbers and addresses read left to right whatever the page's script.
          dir="ltr"
          type={kind === 'phone' ? 'tel' : 'text'}
          inputMode={kind === 'phone' ? 'tel' : 'text'}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={placeholders[kind]}
          className="[&_input]:font-mono"
          error={errors.value?.message}
          {...register('value')}
        />
        <TextField
          label={t.reason}
          hint={t.reasonHint}
          autoComplete="off"
          error={errors.reason?.message}
          {...register('reason')}
        />
      </div>
      <FormFooter
        error={form.formError}
        saving={form.saving}
        labels={{ submit: t.submit, submitting: t.submitting }}
      />
    </form>
  );
}
