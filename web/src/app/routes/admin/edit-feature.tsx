import { paths } from '@haat/contract';
import { useParams } from 'react-router';
import { EditRoute } from '@/components/admin/edit-route';
import { useFeature } from '@/features/content-admin/api/get-feature';
import { FeatureForm } from '@/features/content-admin/components/feature-form';
import { featureMessages as t } from '@/features/content-admin/messages';

/** /admin/feature/edit/{id}. */
export default function EditFeatureRoute() {
  const { id = '' } = useParams();
  return (
    <EditRoute
      title={t.editTitle}
      back={{ to: paths.adminFeatures, label: t.backToList }}
      query={useFeature(id)}
      loading={t.loadingOne}
      notFound={t.notFound}
    >
      {(feature) => <FeatureForm key={feature._id} feature={feature} />}
    </EditRoute>
  );
}
