import { paths } from '@haat/contract';
import { AdminPage } from '@/components/admin/admin-page';
import { FeatureForm } from '@/features/content-admin/components/feature-form';
import { featureMessages } from '@/features/content-admin/messages';

const t = featureMessages;

/** /admin/feature/add. */
export default function AddFeatureRoute() {
  return (
    <AdminPage title={t.addTitle} back={{ to: paths.adminFeatures, label: t.backToList }}>
      <FeatureForm />
    </AdminPage>
  );
}
