import { PageHeader } from '@/components/ui/page-header';
import { FaviconScreen } from '@/features/content-admin/components/single-image-form';
import { adminMessages } from '@/lib/admin-messages';

/** /admin/front-end/favicon. */
export default function FaviconRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(adminMessages.favicon.title)}</title>
      <PageHeader title={adminMessages.favicon.title} />
      <FaviconScreen />
    </>
  );
}
