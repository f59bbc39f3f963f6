import { AdminPage } from '@/components/admin/admin-page';
import { FaviconScreen } from '@/features/content-admin/components/single-image-form';
import { faviconMessages } from '@/features/content-admin/messages';

/** /admin/front-end/favicon. */
export default function FaviconRoute() {
  return (
    <AdminPage title={faviconMessages.title}>
      <FaviconScreen />
    </AdminPage>
  );
}
