import { AdminPage } from '@/components/admin/admin-page';
import { SeoScreen } from '@/features/content-admin/components/seo-form';
import { seoMessages } from '@/features/content-admin/messages';

/** /admin/seo. */
export default function SeoRoute() {
  return (
    <AdminPage title={seoMessages.title} description={seoMessages.intro}>
      <SeoScreen />
    </AdminPage>
  );
}
