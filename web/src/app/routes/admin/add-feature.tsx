import { paths } from '@haat/contract';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { FeatureForm } from '@/features/content-admin/components/feature-form';
import { featureMessages } from '@/features/content-admin/messages';
import { adminMessages } from '@/lib/admin-messages';

const t = featureMessages;

/** /admin/feature/add. */
export default function AddFeatureRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(t.addTitle)}</title>
      <BackLink to={paths.adminFeatures} label={t.backToList} />
      <PageHeader title={t.addTitle} />
      <FeatureForm />
    </>
  );
}
