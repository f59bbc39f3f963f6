import { paths } from '@haat/contract';
import { AdminPage } from '@/components/admin/admin-page';
import { FaqForm } from '@/features/content-admin/components/faq-form';
import { faqMessages } from '@/features/content-admin/messages';

const t = faqMessages;

/** /admin/faq/add. */
export default function AddFaqRoute() {
  return (
    <AdminPage title={t.addTitle} back={{ to: paths.adminFaqs, label: t.backToList }}>
      <FaqForm />
    </AdminPage>
  );
}
