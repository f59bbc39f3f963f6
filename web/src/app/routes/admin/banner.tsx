import { AdminPage } from '@/components/admin/admin-page';
import { BannerScreen } from '@/features/content-admin/components/banner-form';
import { bannerMessages } from '@/features/content-admin/messages';

/** /admin/banner. */
export default function BannerRoute() {
  return (
    <AdminPage title={bannerMessages.title}>
      <BannerScreen />
    </AdminPage>
  );
}
