import { type Faq, FaqInputSchema, paths } from '@haat/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextareaField } from '@/components/ui/textarea-field';
import { adminMessages } from '@/lib/admin-messages';
import { applyServerErrors } from '@/lib/form-errors';
import { useAddFaq } from '../api/add-faq';
import { useUpdateFaq } from '../api/update-faq';
import { faqMessages } from '../messages';

const t = faqMessages;
const fields = ['qus', 'ans'] as const;

/** /admin/faq/add and /admin/faq/edit/{id}: a question and its answer, plain text. */
export function FaqForm({ faq }: { faq?: Faq }) {
  const navigate = useNavigate();
  const addFaq = useAddFaq();
  const updateFaq = useUpdateFaq();
  const saving = addFaq.isPending || updateFaq.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(FaqInputSchema),
    defaultValues: { qus: faq?.qus ?? '', ans: faq?.ans ?? '' },
  });

  const failed = (error: unknown) => {
    const message = applyServerErrors(error, fields, setError);
    setFormError(message);
    toast.error(message ?? adminMessages.fixFields);
  };

  const submit = handleSubmit((input) => {
    setFormError(null);
    const done = (message: string) => {
      toast.success(message);
      navigate(paths.adminFaqs);
    };
    if (faq) updateFaq.mutate({ id: faq._id, input }, { onSuccess: () => done(t.updated), onError: failed });
    else addFaq.mutate(input, { onSuccess: () => done(t.added), onError: failed });
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex max-w-3xl flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <TextareaField label={t.question} rows={2} error={errors.qus?.message} {...register('qus')} />
      <TextareaField
        label={t.answer}
        hint={t.answerHint}
        rows={7}
        error={errors.ans?.message}
        {...register('ans')}
      />
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={saving} className={buttonClassName()}>
          {saving ? (faq ? adminMessages.saving : t.submittingAdd) : faq ? adminMessages.save : t.submitAdd}
        </button>
        <button
          type="button"
          onClick={() => navigate(paths.adminFaqs)}
          className={buttonClassName({ variant: 'subtle' })}
        >
          {adminMessages.cancel}
        </button>
      </div>
    </form>
  );
}
