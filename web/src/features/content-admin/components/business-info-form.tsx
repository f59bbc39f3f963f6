import { type BusinessInfo, BusinessInfoInputSchema } from '@haat/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { buttonClassName } from '@/components/ui/button';
import { ContentSpinner } from '@/components/ui/content-spinner';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadError } from '@/components/ui/load-error';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { adminMessages } from '@/lib/admin-messages';
import { applyServerErrors } from '@/lib/form-errors';
import { useBusinessInfo } from '../api/get-business-info';
import { useSaveBusinessInfo } from '../api/save-business-info';
import { businessMessages } from '../messages';

const t = businessMessages;
const fields = ['companyName', 'facebook', 'whatsapp'] as const;

/** The first form of /admin/businessInfo: the shop's name, Facebook page and WhatsApp number. */
export function BusinessInfoPanel() {
  const { data, isPending, isError, error, refetch } = useBusinessInfo();
  return (
    <Panel title={t.infoTitle} titleId="business-info-title">
      {isPending ? (
        <ContentSpinner label={t.loading} />
      ) : isError ? (
        <LoadError message={error.message} onRetry={() => void refetch()} />
      ) : (
        <BusinessInfoForm current={data} />
      )}
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
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(BusinessInfoInputSchema), defaultValues: toValues(current) });

  const submit = handleSubmit((input) => {
    setFormError(null);
    save.mutate(
      { id: current?._id, input },
      {
        onSuccess: (saved) => {
          reset(toValues(saved));
          toast.success(t.saved);
        },
        onError: (error) => {
          const message = applyServerErrors(error, fields, setError);
          setFormError(message);
          toast.error(message ?? adminMessages.fixFields);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="business-info-title" className="flex flex-col gap-4">
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
      <FormAlert message={formError} />
      <button type="submit" disabled={save.isPending} className={`${buttonClassName()} self-start`}>
        {save.isPending ? adminMessages.saving : adminMessages.save}
      </button>
    </form>
  );
}
