import { paths } from '@haat/contract';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { FaqSectionScreen } from '@/features/content-admin/components/section-title-form';
import { faqMessages, sectionMessages } from '@/features/content-admin/messages';
import { adminMessages } from '@/lib/admin-messages';

const t = sectionMessages;

/** /admin/faq-section. */
export default function FaqSectionRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(t.faqTitle)}</title>
      <BackLink to={paths.adminFaqs} label={faqMessages.backToList} />
      <PageHeader title={t.faqTitle} />
      <FaqSectionScreen />
    </>
  );
}
