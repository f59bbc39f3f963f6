import { type Faq, FaqInputSchema, paths } from '@haat/contract';
import { addOrSaveLabels, FormFooter } from '@/components/admin/form-footer';
import { TextareaField } from '@/components/ui/textarea-field';
import { useItemForm } from '@/lib/use-admin-form';
import { useAddFaq } from '../api/add-faq';
import { useUpdateFaq } from '../api/update-faq';
import { faqMessages } from '../messages';

const t = faqMessages;

/** /admin/faq/add and /admin/faq/edit/{id}: a question and its answer, plain text. */
export function FaqForm({ faq }: { faq?: Faq }) {
  const updateFaq = useUpdateFaq();
  const form = useItemForm({
    schema: FaqInputSchema,
    defaultValues: { qus: faq?.qus ?? '', ans: faq?.ans ?? '' },
    item: faq,
    body: (values) => values,
    add: useAddFaq().mutateAsync,
    update: (id, input) => updateFaq.mutateAsync({ id, input }),
    done: { list: paths.adminFaqs, added: t.added, updated: t.updated },
  });
  const { errors } = form.formState;

  return (
    <form
      onSubmit={form.submit}
      noValidate
      className="flex max-w-3xl flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <TextareaField label={t.question} rows={2} error={errors.qus?.message} {...form.register('qus')} />
      <TextareaField
        label={t.answer}
        hint={t.answerHint}
        rows={7}
        error={errors.ans?.message}
        {...form.register('ans')}
      />
      <FormFooter
        error={form.formError}
        saving={form.saving}
        labels={addOrSaveLabels(Boolean(faq), t)}
        cancelTo={paths.adminFaqs}
      />
    </form>
  );
}
