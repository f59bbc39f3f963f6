import { paths } from '@haat/contract';
import { Link } from 'react-router';
import { PlusIcon } from '@/components/ui/admin-icons';
import { buttonClassName } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { FaqsList } from '@/features/content-admin/components/faqs-list';
import { faqMessages } from '@/features/content-admin/messages';
import { adminMessages } from '@/lib/admin-messages';

const t = faqMessages;

/** /admin/faq. */
export default function FaqsRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(t.title)}</title>
      <PageHeader
        title={t.title}
        description={t.intro}
        actions={
          <>
            <Link to={paths.adminFaqSection} className={buttonClassName({ variant: 'subtle', size: 'sm' })}>
              {t.sectionLink}
            </Link>
            <Link to={paths.adminAddFaq} className={buttonClassName({ size: 'sm' })}>
              <PlusIcon className="size-4" />
              {t.add}
            </Link>
          </>
        }
      />
      <FaqsList />
    </>
  );
}
