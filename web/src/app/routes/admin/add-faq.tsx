import { paths } from '@haat/contract';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { FaqForm } from '@/features/content-admin/components/faq-form';
import { faqMessages } from '@/features/content-admin/messages';
import { adminMessages } from '@/lib/admin-messages';

const t = faqMessages;

/** /admin/faq/add. */
export default function AddFaqRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(t.addTitle)}</title>
      <BackLink to={paths.adminFaqs} label={t.backToList} />
      <PageHeader title={t.addTitle} />
      <FaqForm />
    </>
  );
}
