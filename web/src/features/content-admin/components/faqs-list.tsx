import { type Faq, paths } from '@haat/contract';
import { Link } from 'react-router';
import { EditIcon, TrashIcon } from '@/components/ui/admin-icons';
import { buttonClassName } from '@/components/ui/button';
import { ContentSpinner } from '@/components/ui/content-spinner';
import { EmptyList } from '@/components/ui/empty-list';
import { LoadError } from '@/components/ui/load-error';
import { adminMessages } from '@/lib/admin-messages';
import { confirmAndDelete } from '@/lib/confirm-delete';
import { formatCount } from '@/lib/numbers';
import { useDeleteFaq } from '../api/delete-faq';
import { useFaqs } from '../api/get-faqs';
import { faqMessages } from '../messages';

const t = faqMessages;

/** /admin/faq: every question with the start of its answer, in the accordion's order. */
export function FaqsList() {
  const { data: faqs, isPending, isError, error, refetch } = useFaqs();
  const deleteFaq = useDeleteFaq();

  if (isPending) return <ContentSpinner label={t.loading} />;
  if (isError) return <LoadError message={error.message} onRetry={() => void refetch()} />;
  if (faqs.length === 0) return <EmptyList message={t.empty} addLabel={t.add} addTo={paths.adminAddFaq} />;

  const remove = (faq: Faq) =>
    confirmAndDelete({
      question: t.confirmDelete(faq.qus),
      id: faq._id,
      mutation: deleteFaq,
      deletedMessage: t.deleted,
    });

  return (
    <ol className="flex flex-col gap-3">
      {faqs.map((faq, index) => (
        <li
          key={faq._id}
          data-faq-id={faq._id}
          className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 md:flex-row md:items-start"
        >
          <div className="flex min-w-0 flex-1 gap-3">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-leaf-50 text-sm font-semibold text-leaf-800"
            >
              {formatCount(index + 1)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-stone-900">{faq.qus}</p>
              <p className="mt-1 line-clamp-3 break-words whitespace-pre-line text-stone-600">{faq.ans}</p>
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap justify-end gap-2">
            <Link
              to={paths.adminEditFaq(faq._id)}
              aria-label={t.editFor(faq.qus)}
              className={buttonClassName({ variant: 'subtle', size: 'sm' })}
            >
              <EditIcon className="size-4" />
              {adminMessages.edit}
            </Link>
            <button
              type="button"
              onClick={() => remove(faq)}
              disabled={deleteFaq.isPending}
              aria-label={t.deleteFor(faq.qus)}
              className={buttonClassName({ variant: 'danger', size: 'sm' })}
            >
              <TrashIcon className="size-4" />
              {deleteFaq.isPending && deleteFaq.variables === faq._id
                ? adminMessages.deleting
                : adminMessages.delete}
            </button>
          </div>
        </li>
      ))}
    </ol>
  );
}
