import { PageHeader } from '@/components/ui/page-header';
import { LogoScreen } from '@/features/content-admin/components/single-image-form';
import { logoMessages } from '@/features/content-admin/messages';
import { adminMessages } from '@/lib/admin-messages';

/** /admin/front-end/logo. */
export default function LogoRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(logoMessages.title)}</title>
      <PageHeader title={logoMessages.title} />
      <LogoScreen />
    </>
  );
}
