import { paths } from '@haat/contract';
import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { ContentSpinner } from '@/components/ui/content-spinner';
import { LoadError } from '@/components/ui/load-error';
import { NotFoundNote } from '@/components/ui/not-found-note';
import { PageHeader } from '@/components/ui/page-header';
import { useFaq } from '@/features/content-admin/api/get-faq';
import { FaqForm } from '@/features/content-admin/components/faq-form';
import { faqMessages } from '@/features/content-admin/messages';
import { adminMessages } from '@/lib/admin-messages';
import { ApiError } from '@/lib/api-client';

const t = faqMessages;

/** /admin/faq/edit/{id}. */
export default function EditFaqRoute() {
  const { id = '' } = useParams();
  const { data: faq, isPending, isError, error, refetch } = useFaq(id);
  const missing = isError && error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <>
      <title>{adminMessages.pageTitle(t.editTitle)}</title>
      <BackLink to={paths.adminFaqs} label={t.backToList} />
      <PageHeader title={t.editTitle} />
      {isPending ? (
        <ContentSpinner label={t.loadingOne} />
      ) : missing ? (
        <NotFoundNote message={t.notFound} />
      ) : isError ? (
        <LoadError message={error.message} onRetry={() => void refetch()} />
      ) : (
        <FaqForm key={faq._id} faq={faq} />
      )}
    </>
  );
}
