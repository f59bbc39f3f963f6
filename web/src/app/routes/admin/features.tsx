import { paths } from '@haat/contract';
import { AddLinks, AdminPage } from '@/components/admin/admin-page';
import { FeaturesList } from '@/features/content-admin/components/features-list';
import { featureMessages as t } from '@/features/content-admin/messages';

/** /admin/features/all. */
export default function FeaturesRoute() {
  return (
    <AdminPage
      title={t.title}
      description={t.intro}
      actions={
        <AddLinks
          to={paths.adminAddFeature}
          label={t.add}
          others={[{ to: paths.adminFeatureSection, label: t.sectionLink }]}
        />
      }
    >
      <FeaturesList />
    </AdminPage>
  );
}
