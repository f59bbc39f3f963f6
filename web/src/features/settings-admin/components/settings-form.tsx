import type { SiteSettings } from '@haat/contract';
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
import { useSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import { settingsMessages } from '../messages';
import { settingsFormDefaults, settingsFormSchema } from '../settings-form';

const t = settingsMessages;
const fields = ['shipping.insideDhaka', 'shipping.outsideDhaka', 'phone'] as const;

/** The second form of /admin/businessInfo: delivery fees inside and outside Dhaka, and the hotline. */
export function SettingsPanel() {
  const { data, isPending, isError, error, refetch } = useSettings();
  return (
    <Panel title={t.title} titleId="site-settings-title">
      {isPending ? (
        <ContentSpinner label={t.loading} />
      ) : isError ? (
        <LoadError message={error.message} onRetry={() => void refetch()} />
      ) : (
        <SettingsForm current={data} />
      )}
    </Panel>
  );
}

function SettingsForm({ current }: { current: SiteSettings | null }) {
  const save = useSaveSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(settingsFormSchema), defaultValues: settingsFormDefaults(current) });

  const submit = handleSubmit((input) => {
    setFormError(null);
    save.mutate(
      { id: current?._id, input },
      {
        onSuccess: (saved) => {
          reset(settingsFormDefaults(saved));
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
    <form onSubmit={submit} noValidate aria-labelledby="site-settings-title" className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.insideDhaka}
          hint={t.feeHint}
          inputMode="numeric"
          autoComplete="off"
          error={errors.shipping?.insideDhaka?.message}
          {...register('shipping.insideDhaka')}
        />
        <TextField
          label={t.outsideDhaka}
          hint={t.feeHint}
          inputMode="numeric"
          autoComplete="off"
          error={errors.shipping?.outsideDhaka?.message}
          {...register('shipping.outsideDhaka')}
        />
      </div>
      <TextField
        label={t.phone}
        hint={t.phoneHint}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <FormAlert message={formError} />
      <button type="submit" disabled={save.isPending} className={`${buttonClassName()} self-start`}>
        {save.isPending ? adminMessages.saving : adminMessages.save}
      </button>
    </form>
  );
}
