import { paths } from '@haat/contract';
import { AddLinks, AdminPage } from '@/components/admin/admin-page';
import { FaqsList } from '@/features/content-admin/components/faqs-list';
import { faqMessages as t } from '@/features/content-admin/messages';

/** /admin/faq. */
export default function FaqsRoute() {
  return (
    <AdminPage
      title={t.title}
      description={t.intro}
      actions={
        <AddLinks
          to={paths.adminAddFaq}
          label={t.add}
          others={[{ to: paths.adminFaqSection, label: t.sectionLink }]}
        />
      }
    >
      <FaqsList />
    </AdminPage>
  );
}
