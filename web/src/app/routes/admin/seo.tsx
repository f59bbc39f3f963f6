import { PageHeader } from '@/components/ui/page-header';
import { SeoScreen } from '@/features/content-admin/components/seo-form';
import { adminMessages } from '@/lib/admin-messages';

/** /admin/seo. */
export default function SeoRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(adminMessages.seo.title)}</title>
      <PageHeader title={adminMessages.seo.title} description={adminMessages.seo.intro} />
      <SeoScreen />
    </>
  );
}
