import { type BusinessInfo, BusinessInfoInputSchema } from '@haat/contract';
import { SingletonFormPanel } from '@/components/admin/singleton-form-panel';
import { TextField } from '@/components/ui/text-field';
import { useBusinessInfo } from '@/lib/api/admin/get-business-info';
import { useSaveBusinessInfo } from '../api/save-business-info';
import { businessMessages } from '../messages';

const t = businessMessages;

const toValues = (info: BusinessInfo | null) => ({
  companyName: info?.companyName ?? '',
  facebook: info?.facebook ?? '',
  whatsapp: info?.whatsapp ?? '',
});

/** The first form of /admin/businessInfo: the shop's name, Facebook page and WhatsApp number. */
export function BusinessInfoPanel() {
  return (
    <SingletonFormPanel
      title={t.infoTitle}
      query={useBusinessInfo()}
      loading={t.loading}
      schema={BusinessInfoInputSchema}
      values={toValues}
      save={useSaveBusinessInfo()}
      saved={t.saved}
      className="flex flex-col gap-4"
    >
      {({ register, formState: { errors } }) => (
        <>
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
        </>
      )}
    </SingletonFormPanel>
  );
}
