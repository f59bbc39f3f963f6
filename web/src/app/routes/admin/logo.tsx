import { AdminPage } from '@/components/admin/admin-page';
import { LogoScreen } from '@/features/content-admin/components/single-image-form';
import { logoMessages } from '@/features/content-admin/messages';

/** /admin/front-end/logo. */
export default function LogoRoute() {
  return (
    <AdminPage title={logoMessages.title}>
      <LogoScreen />
    </AdminPage>
  );
}
