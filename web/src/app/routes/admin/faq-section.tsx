import { paths } from '@haat/contract';
import { AdminPage } from '@/components/admin/admin-page';
import { FaqSectionScreen } from '@/features/content-admin/components/section-title-form';
import { faqMessages, sectionMessages } from '@/features/content-admin/messages';

const t = sectionMessages;

/** /admin/faq-section. */
export default function FaqSectionRoute() {
  return (
    <AdminPage title={t.faqTitle} back={{ to: paths.adminFaqs, label: faqMessages.backToList }}>
      <FaqSectionScreen />
    </AdminPage>
  );
}
