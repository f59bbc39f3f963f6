import { type BusinessInfo, BusinessInfoInputSchema } from '@haat/contract';
import toast from 'react-hot-toast';
import { FormFooter } from '@/components/admin/form-footer';
import { QueryState } from '@/components/admin/query-state';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { useAdminForm } from '@/lib/use-admin-form';
import { useBusinessInfo } from '../api/get-business-info';
import { useSaveBusinessInfo } from '../api/save-business-info';
import { businessMessages } from '../messages';

const t = businessMessages;

/** The first form of /admin/businessInfo: the shop's name, Facebook page and WhatsApp number. */
export function BusinessInfoPanel() {
  return (
    <Panel title={t.infoTitle} titleId="business-info-title">
      <QueryState query={useBusinessInfo()} loading={t.loading}>
        {(current) => <BusinessInfoForm current={current} />}
      </QueryState>
    </Panel>
  );
}

const toValues = (info: BusinessInfo | null) => ({
  companyName: info?.companyName ?? '',
  facebook: info?.facebook ?? '',
  whatsapp: info?.whatsapp ?? '',
});

function BusinessInfoForm({ current }: { current: BusinessInfo | null }) {
  const save = useSaveBusinessInfo();
  const form = useAdminForm({
    schema: BusinessInfoInputSchema,
    defaultValues: toValues(current),
    fields: ['companyName', 'facebook', 'whatsapp'],
    save: (input) => save.mutateAsync({ id: current?._id, input }),
    onSaved: (saved, { form }) => {
      form.reset(toValues(saved));
      toast.success(t.saved);
    },
  });
  const { register } = form;
  const { errors } = form.formState;

  return (
    <form
      onSubmit={form.submit}
      noValidate
      aria-labelledby="business-info-title"
      className="flex flex-col gap-4"
    >
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
      <FormFooter error={form.formError} saving={form.saving} />
    </form>
  );
}
