import { PageHeader } from '@/components/ui/page-header';
import { LogoScreen } from '@/features/content-admin/components/single-image-form';
import { adminMessages } from '@/lib/admin-messages';

/** /admin/front-end/logo. */
export default function LogoRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(adminMessages.logo.title)}</title>
      <PageHeader title={adminMessages.logo.title} />
      <LogoScreen />
    </>
  );
}
