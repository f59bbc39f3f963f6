import { type SectionTitle, type SectionTitleInput, SectionTitleInputSchema } from '@haat/contract';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { FormFooter } from '@/components/admin/form-footer';
import { QueryState } from '@/components/admin/query-state';
import { TextField } from '@/components/ui/text-field';
import { useSingletonForm } from '@/lib/use-admin-form';
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

type SectionScreenProps = { query: UseQueryResult<SectionTitle | null>; save: SaveSection; intro: string };

function SectionScreen({ query, save, intro }: SectionScreenProps) {
  return (
    <QueryState query={query} loading={t.loading}>
      {(current) => <SectionTitleForm current={current} save={save} intro={intro} />}
    </QueryState>
  );
}

/** /admin/feature/section: the heading over the features grid. */
export function FeatureSectionScreen() {
  return <SectionScreen query={useFeatureSection()} save={useSaveFeatureSection()} intro={t.featureIntro} />;
}

/** /admin/faq-section: the heading over the FAQ accordion. */
export function FaqSectionScreen() {
  return <SectionScreen query={useFaqSection()} save={useSaveFaqSection()} intro={t.faqIntro} />;
}

type SectionTitleFormProps = { current: SectionTitle | null; save: SaveSection; intro: string };

/** One section heading: created with the first save, updated after that. */
function SectionTitleForm({ current, save, intro }: SectionTitleFormProps) {
  const form = useSingletonForm({
    schema: SectionTitleInputSchema,
    current,
    values: (stored) => ({ title: stored?.title ?? '' }),
    save,
    saved: t.saved,
  });

  return (
    <form
      onSubmit={form.submit}
      noValidate
      className="flex max-w-2xl flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <p className="text-stone-600">{intro}</p>
      <TextField
        label={t.field}
        autoComplete="off"
        error={form.formState.errors.title?.message}
        {...form.register('title')}
      />
      <FormFooter error={form.formError} saving={form.saving} />
    </form>
  );
}
