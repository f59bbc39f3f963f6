import { type SectionTitle, type SectionTitleInput, SectionTitleInputSchema } from '@haat/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { buttonClassName } from '@/components/ui/button';
import { ContentSpinner } from '@/components/ui/content-spinner';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadError } from '@/components/ui/load-error';
import { TextField } from '@/components/ui/text-field';
import { adminMessages } from '@/lib/admin-messages';
import { applyServerErrors } from '@/lib/form-errors';
import { useFaqSection } from '../api/get-faq-section';
import { useFeatureSection } from '../api/get-feature-section';
import { useSaveFaqSection } from '../api/save-faq-section';
import { useSaveFeatureSection } from '../api/save-feature-section';
import { sectionMessages } from '../messages';

const t = sectionMessages;

type SaveSection = UseMutationResult<
  SectionTitle,
  Error,
  { id: string | undefined; input: SectionTitleInput }
>;

/** /admin/feature/section: the heading over the features grid. */
export function FeatureSectionScreen() {
  const query = useFeatureSection();
  const save = useSaveFeatureSection();
  if (query.isPending) return <ContentSpinner label={t.loading} />;
  if (query.isError) return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  return <SectionTitleForm current={query.data} save={save} intro={t.featureIntro} />;
}

/** /admin/faq-section: the heading over the FAQ accordion. */
export function FaqSectionScreen() {
  const query = useFaqSection();
  const save = useSaveFaqSection();
  if (query.isPending) return <ContentSpinner label={t.loading} />;
  if (query.isError) return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  return <SectionTitleForm current={query.data} save={save} intro={t.faqIntro} />;
}

type SectionTitleFormProps = { current: SectionTitle | null; save: SaveSection; intro: string };

/** One section heading: created with the first save, updated after that. */
function SectionTitleForm({ current, save, intro }: SectionTitleFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(SectionTitleInputSchema),
    defaultValues: { title: current?.title ?? '' },
  });

  const submit = handleSubmit((input) => {
    setFormError(null);
    save.mutate(
      { id: current?._id, input },
      {
        onSuccess: (saved) => {
          reset({ title: saved.title });
          toast.success(t.saved);
        },
        onError: (error) => {
          const message = applyServerErrors(error, ['title'], setError);
          setFormError(message);
          toast.error(message ?? adminMessages.fixFields);
        },
      },
    );
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex max-w-2xl flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <p className="text-stone-600">{intro}</p>
      <TextField label={t.field} autoComplete="off" error={errors.title?.message} {...register('title')} />
      <FormAlert message={formError} />
      <button type="submit" disabled={save.isPending} className={`${buttonClassName()} self-start`}>
        {save.isPending ? adminMessages.saving : adminMessages.save}
      </button>
    </form>
  );
}
