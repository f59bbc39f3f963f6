import { PageHeader } from '@/components/ui/page-header';
import { BannerScreen } from '@/features/content-admin/components/banner-form';
import { adminMessages } from '@/lib/admin-messages';

/** /admin/banner. */
export default function BannerRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(adminMessages.banner.title)}</title>
      <PageHeader title={adminMessages.banner.title} />
      <BannerScreen />
    </>
  );
}
