import { type BusinessInfo, BusinessInfoInputSchema } from '@haat/contract';
import { FormShell } from '@/components/admin/form-footer';
import { QueryPanel } from '@/components/admin/query-state';
import { TextField } from '@/components/ui/text-field';
import { useSingletonForm } from '@/lib/use-admin-form';
import { useBusinessInfo } from '../api/get-business-info';
import { useSaveBusinessInfo } from '../api/save-business-info';
import { businessMessages } from '../messages';

const t = businessMessages;

/** The first form of /admin/businessInfo: the shop's name, Facebook page and WhatsApp number. */
export function BusinessInfoPanel() {
  return (
    <QueryPanel title={t.infoTitle} query={useBusinessInfo()} loading={t.loading}>
      {(current, titleId) => <BusinessInfoForm current={current} titleId={titleId} />}
    </QueryPanel>
  );
}

const toValues = (info: BusinessInfo | null) => ({
  companyName: info?.companyName ?? '',
  facebook: info?.facebook ?? '',
  whatsapp: info?.whatsapp ?? '',
});

function BusinessInfoForm({ current, titleId }: { current: BusinessInfo | null; titleId: string }) {
  const form = useSingletonForm({
    schema: BusinessInfoInputSchema,
    current,
    values: toValues,
    save: useSaveBusinessInfo(),
    saved: t.saved,
  });
  const { register } = form;
  const { errors } = form.formState;

  return (
    <FormShell form={form} labelledBy={titleId} className="flex flex-col gap-4">
      <TextField
        label={t.companyName}
        autoComplete="organization"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <TextField
        label={t.facebook}
        hint={t.facebookHint}
        type="url"
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="https://facebook.com/..."
        error={errors.facebook?.message}
        {...register('facebook')}
      />
      <TextField
        label={t.whatsapp}
        hint={t.whatsappHint}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.whatsapp?.message}
        {...register('whatsapp')}
      />
    </FormShell>
  );
}
