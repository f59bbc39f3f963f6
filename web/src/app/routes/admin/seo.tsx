import { PageHeader } from '@/components/ui/page-header';
import { SeoScreen } from '@/features/content-admin/components/seo-form';
import { seoMessages } from '@/features/content-admin/messages';
import { adminMessages } from '@/lib/admin-messages';

/** /admin/seo. */
export default function SeoRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(seoMessages.title)}</title>
      <PageHeader title={seoMessages.title} description={seoMessages.intro} />
      <SeoScreen />
    </>
  );
}
