import { type Feature, FeatureInputSchema } from '@haat/contract';
import type { z } from 'zod';
import { imageFileSchema } from '@/lib/image-files';

/** The feature form: the contract's title rule and the icon, required when adding. */
export const featureFormSchema = (mode: 'add' | 'edit') =>
  FeatureInputSchema.extend({ icon: imageFileSchema({ required: mode === 'add' }) });

export type FeatureFormValues = z.input<ReturnType<typeof featureFormSchema>>;
export type FeatureFormOutput = z.output<ReturnType<typeof featureFormSchema>>;

export const featureFormDefaults = (feature?: Feature): FeatureFormValues => ({
  title: feature?.title ?? '',
  icon: null,
});

/** The multipart body of `POST /feature/add` and `PUT /feature/update/{id}`; `icon` only when chosen. */
export function toFeatureFormData(values: FeatureFormOutput): FormData {
  const form = new FormData();
  form.append('title', values.title);
  if (values.icon) form.append('icon', values.icon, values.icon.name);
  return form;
}

/** The multipart body of a logo or favicon upload: one file, under the name the server expects. */
export function toSingleImageFormData(field: 'logo' | 'icon', file: File): FormData {
  const form = new FormData();
  form.append(field, file, file.name);
  return form;
}
