import { PageHeader } from '@/components/ui/page-header';
import { FaviconScreen } from '@/features/content-admin/components/single-image-form';
import { faviconMessages } from '@/features/content-admin/messages';
import { adminMessages } from '@/lib/admin-messages';

/** /admin/front-end/favicon. */
export default function FaviconRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(faviconMessages.title)}</title>
      <PageHeader title={faviconMessages.title} />
      <FaviconScreen />
    </>
  );
}
