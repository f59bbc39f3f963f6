import { type Feature, paths } from '@haat/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ImagePicker } from '@/components/ui/image-picker';
import { TextField } from '@/components/ui/text-field';
import { adminMessages } from '@/lib/admin-messages';
import { applyServerErrors } from '@/lib/form-errors';
import { acceptedTypes, formatFileSize, UPLOAD_MAX_BYTES } from '@/lib/image-files';
import { imageUrl } from '@/lib/images';
import { useAddFeature } from '../api/add-feature';
import { useUpdateFeature } from '../api/update-feature';
import { featureFormDefaults, featureFormSchema, toFeatureFormData } from '../feature-form';
import { featureMessages } from '../messages';

const t = featureMessages;
const fields = ['title', 'icon'] as const;

/** /admin/feature/add and /admin/feature/edit/{id}: a title and its icon. */
export function FeatureForm({ feature }: { feature?: Feature }) {
  const navigate = useNavigate();
  const addFeature = useAddFeature();
  const updateFeature = useUpdateFeature();
  const saving = addFeature.isPending || updateFeature.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(featureFormSchema(feature ? 'edit' : 'add')),
    defaultValues: featureFormDefaults(feature),
  });

  const failed = (error: unknown) => {
    const message = applyServerErrors(error, fields, setError);
    setFormError(message);
    toast.error(message ?? adminMessages.fixFields);
  };

  const submit = handleSubmit(
    (values) => {
      setFormError(null);
      const form = toFeatureFormData(values);
      const done = (message: string) => {
        toast.success(message);
        navigate(paths.adminFeatures);
      };
      if (feature) {
        updateFeature.mutate(
          { id: feature._id, form },
          { onSuccess: () => done(t.updated), onError: failed },
        );
      } else {
        addFeature.mutate(form, { onSuccess: () => done(t.added), onError: failed });
      }
    },
    () => toast.error(adminMessages.fixFields),
  );

  const maxSize = formatFileSize(UPLOAD_MAX_BYTES);
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex max-w-2xl flex-col gap-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <TextField label={t.name} autoComplete="off" error={errors.title?.message} {...register('title')} />
      <Controller
        control={control}
        name="icon"
        render={({ field, fieldState }) => (
          <ImagePicker
            label={t.icon}
            shape="square"
            currentUrl={feature ? imageUrl('feature', feature.icon) : null}
            currentAlt={feature ? feature.title : ''}
            file={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            accept={acceptedTypes('image')}
            hint={
              feature
                ? `${adminMessages.images.hint(maxSize)} ${adminMessages.images.keepCurrentHint}`
                : adminMessages.images.hint(maxSize)
            }
            error={fieldState.error?.message}
            labels={adminMessages.images}
            describeFile={(file) => adminMessages.images.fileSummary(file.name, formatFileSize(file.size))}
          />
        )}
      />
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={saving} className={buttonClassName()}>
          {saving
            ? feature
              ? adminMessages.saving
              : t.submittingAdd
            : feature
              ? adminMessages.save
              : t.submitAdd}
        </button>
        <button
          type="button"
          onClick={() => navigate(paths.adminFeatures)}
          className={buttonClassName({ variant: 'subtle' })}
        >
          {adminMessages.cancel}
        </button>
      </div>
    </form>
  );
}
