import { paths } from '@haat/contract';
import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { ContentSpinner } from '@/components/ui/content-spinner';
import { LoadError } from '@/components/ui/load-error';
import { NotFoundNote } from '@/components/ui/not-found-note';
import { PageHeader } from '@/components/ui/page-header';
import { useFeature } from '@/features/content-admin/api/get-feature';
import { FeatureForm } from '@/features/content-admin/components/feature-form';
import { featureMessages } from '@/features/content-admin/messages';
import { adminMessages } from '@/lib/admin-messages';
import { ApiError } from '@/lib/api-client';

const t = featureMessages;

/** /admin/feature/edit/{id}. */
export default function EditFeatureRoute() {
  const { id = '' } = useParams();
  const { data: feature, isPending, isError, error, refetch } = useFeature(id);
  const missing = isError && error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <>
      <title>{adminMessages.pageTitle(t.editTitle)}</title>
      <BackLink to={paths.adminFeatures} label={t.backToList} />
      <PageHeader title={t.editTitle} />
      {isPending ? (
        <ContentSpinner label={t.loadingOne} />
      ) : missing ? (
        <NotFoundNote message={t.notFound} />
      ) : isError ? (
        <LoadError message={error.message} onRetry={() => void refetch()} />
      ) : (
        <FeatureForm key={feature._id} feature={feature} />
      )}
    </>
  );
}
