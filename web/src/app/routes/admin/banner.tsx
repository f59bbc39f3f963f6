import { PageHeader } from '@/components/ui/page-header';
import { BannerScreen } from '@/features/content-admin/components/banner-form';
import { bannerMessages } from '@/features/content-admin/messages';
import { adminMessages } from '@/lib/admin-messages';

/** /admin/banner. */
export default function BannerRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(bannerMessages.title)}</title>
      <PageHeader title={bannerMessages.title} />
      <BannerScreen />
    </>
  );
}
