import { paths } from '@haat/contract';
import { AdminPage } from '@/components/admin/admin-page';
import { FeatureSectionScreen } from '@/features/content-admin/components/section-title-form';
import { featureMessages, sectionMessages } from '@/features/content-admin/messages';

const t = sectionMessages;

/** /admin/feature/section. */
export default function FeatureSectionRoute() {
  return (
    <AdminPage title={t.featureTitle} back={{ to: paths.adminFeatures, label: featureMessages.backToList }}>
      <FeatureSectionScreen />
    </AdminPage>
  );
}
