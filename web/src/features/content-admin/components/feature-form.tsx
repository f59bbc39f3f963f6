import { type Feature, paths } from '@haat/contract';
import { addOrSaveLabels, FormFooter } from '@/components/admin/form-footer';
import { ImageField } from '@/components/admin/image-field';
import { TextField } from '@/components/ui/text-field';
import { imageUrl } from '@/lib/images';
import { useItemForm } from '@/lib/use-admin-form';
import { useAddFeature } from '../api/add-feature';
import { useUpdateFeature } from '../api/update-feature';
import { featureFormDefaults, featureFormSchema, toFeatureFormData } from '../feature-form';
import { featureMessages } from '../messages';

const t = featureMessages;

/** /admin/feature/add and /admin/feature/edit/{id}: a title and its icon. */
export function FeatureForm({ feature }: { feature?: Feature }) {
  const updateFeature = useUpdateFeature();
  const form = useItemForm({
    schema: featureFormSchema(feature ? 'edit' : 'add'),
    defaultValues: featureFormDefaults(feature),
    item: feature,
    body: toFeatureFormData,
    add: useAddFeature().mutateAsync,
    update: (id, form) => updateFeature.mutateAsync({ id, form }),
    done: { list: paths.adminFeatures, added: t.added, updated: t.updated },
    toastInvalid: true,
  });
  const { errors } = form.formState;

  return (
    <form
      onSubmit={form.submit}
      noValidate
      className="flex max-w-2xl flex-col gap-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <TextField
        label={t.name}
        autoComplete="off"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <ImageField
        control={form.control}
        name="icon"
        label={t.icon}
        shape="square"
        currentUrl={feature ? imageUrl('feature', feature.icon) : null}
        currentAlt={feature ? feature.title : ''}
        keepsCurrent={Boolean(feature)}
      />
      <FormFooter
        error={form.formError}
        saving={form.saving}
        labels={addOrSaveLabels(Boolean(feature), t)}
        cancelTo={paths.adminFeatures}
      />
    </form>
  );
}
