import { paths } from '@haat/contract';
import { useParams } from 'react-router';
import { EditRoute } from '@/components/admin/edit-route';
import { useFaq } from '@/features/content-admin/api/get-faq';
import { FaqForm } from '@/features/content-admin/components/faq-form';
import { faqMessages as t } from '@/features/content-admin/messages';

/** /admin/faq/edit/{id}. */
export default function EditFaqRoute() {
  const { id = '' } = useParams();
  return (
    <EditRoute
      title={t.editTitle}
      back={{ to: paths.adminFaqs, label: t.backToList }}
      query={useFaq(id)}
      loading={t.loadingOne}
      notFound={t.notFound}
    >
      {(faq) => <FaqForm key={faq._id} faq={faq} />}
    </EditRoute>
  );
}
